// The Node add-on: answer(line) -> string, synchronous, so that a pair type's engine can call the
// native reference once per case (compare/native/native-client.ts). Same requests as main.cpp.
#include <node_api.h>
#include <string>
#include <vector>
#include "b2native.h"

static napi_value Answer(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr);
  size_t length = 0;
  if (argc < 1 || napi_get_value_string_utf8(env, argv[0], nullptr, 0, &length) != napi_ok) {
    napi_throw_type_error(env, nullptr, "answer(line): line must be a string");
    return nullptr;
  }
  std::vector<char> line(length + 1);
  napi_get_value_string_utf8(env, argv[0], line.data(), line.size(), &length);
  std::string answer = b2native_answer(line.data());
  napi_value result;
  napi_create_string_utf8(env, answer.data(), answer.size(), &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "answer", NAPI_AUTO_LENGTH, Answer, nullptr, &fn);
  napi_set_named_property(env, exports, "answer", fn);
  return exports;
}
