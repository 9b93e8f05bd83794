// The one entry point of the native reference (b2native.cpp), shared by the command-line driver
// (main.cpp) and the Node add-on (addon.cpp).
#pragma once
#include <string>

// Answers one request line (without its newline): the answer's tokens, or "! reason" when the
// request is malformed or Box2D cannot take it.
std::string b2native_answer(const char* line);
