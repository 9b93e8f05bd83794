// The command-line driver: one request per line on stdin, one answer per line on stdout (see
// b2native.cpp). With --flush every answer is flushed as soon as it is written.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include "b2native.h"

int main(int argc, char** argv) {
  bool flush = argc > 1 && std::strcmp(argv[1], "--flush") == 0;
  std::ios::sync_with_stdio(false);
  std::string line;
  std::string answer;
  while (std::getline(std::cin, line)) {
    answer = b2native_answer(line.c_str());
    answer += '\n';
    std::fwrite(answer.data(), 1, answer.size(), stdout);
    if (flush) std::fflush(stdout);
  }
  std::fflush(stdout);
  return 0;
}
