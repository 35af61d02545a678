#include "errors.hpp"

namespace py = pybind11;

namespace bezique_py {

void register_errors() {
  // The classes live in Python (bezique/_errors.py) so that they carry docstrings and stubs;
  // they are looked up when an error is raised, not at import, to avoid an import cycle.
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const EngineError& e) {
      py::object cls = py::module_::import("bezique._errors").attr("error_class")(static_cast<int>(e.code()));
      py::object exc = cls(e.what());
      exc.attr("code") = py::module_::import("bezique._errors").attr("Code")(static_cast<int>(e.code()));
      PyErr_SetObject(cls.ptr(), exc.ptr());
    }
  });
}

}  // namespace bezique_py
