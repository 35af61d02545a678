"""Sphinx configuration of the bezique documentation site.

The site is built by the CMake target `docs` (docs/CMakeLists.txt), which runs Doxygen for the
XML of the C, C++ and C# sources, installs the Python package and the pinned Sphinx tools into a
virtual environment in the build tree, and passes the build tree's paths in the environment:

  BEZIQUE_VERSION          project(VERSION)
  BEZIQUE_DOXYGEN_XML      Doxygen's XML output (C, C++ and C# reference, through Breathe)
  BEZIQUE_RULES_REFERENCE  the options and presets reference written by gen_rules_reference
  BEZIQUE_DOCS_REPORT_DIR  where the build writes the list of example files the site shows
  BEZIQUE_JS_API           TypeDoc's JSON of the JavaScript package's declarations
                           (bindings/js/index.d.ts), rendered in Sphinx's js domain on the
                           page `javascript` (empty where npm is missing: the page says so)

Every page is in docs/ (the rules reference included) or generated from the repository and the
build tree: the site needs nothing beside the checkout. Nothing is written into the source
tree: doctrees and HTML go to the build tree, and imported modules leave no bytecode.
"""

import os
import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).parent / "_ext"))


def _env(name: str, required: bool = True) -> str:
    value = os.environ.get(name, "")
    if required and not value:
        raise RuntimeError(f"{name} is not set: build the site with the CMake target 'docs'")
    return value


project = "bezique"
author = "the bezique authors"
copyright = "the bezique authors"
release = version = _env("BEZIQUE_VERSION")

extensions = [
    "myst_parser",
    "breathe",
    "sphinx_csharp",
    "sphinx.ext.autodoc",
    "sphinx_design",
    "bezique_rules",
    "bezique_mentions",
    "bezique_api",
    "bezique_examples",
    "bezique_python_api",
    "bezique_js_api",
    "bezique_inputs",
]

root_doc = "index"
source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
exclude_patterns = ["tools", "CMakeLists.txt", "Doxyfile.in", "requirements.txt", "README.md"]
nitpicky = True
# The default role of `text` in reST docstrings is code, as in Markdown.
default_role = "code"
primary_domain = "py"
highlight_language = "text"

myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

# C, C++ and C#: Doxygen's XML, rendered by Breathe; C# in sphinx-csharp's domain.
breathe_projects = {"bezique": _env("BEZIQUE_DOXYGEN_XML")}
breathe_default_project = "bezique"
breathe_domain_by_extension = {"h": "c", "hpp": "cpp", "cs": "cs"}
breathe_show_define_initializer = True
breathe_show_include = True
breathe_separate_member_pages = False
breathe_order_parameters_first = False
# The C standard's fixed-width integers, which no page of this site defines.
nitpick_ignore = [("c:identifier", name) for name in
                  ("int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t",
                   "uint64_t", "size_t")]
# Python's standard library and numpy, which this site does not document (no intersphinx: the
# build reads no network).
nitpick_ignore += [("py:class", "enum.IntEnum"), ("py:class", "os.PathLike")]
nitpick_ignore_regex = [("py:class", r"(numpy|pettingzoo|gymnasium)\..*")]

# Python: autodoc imports the installed package; signatures carry its type annotations.
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_typehints_format = "short"
autodoc_class_signature = "separated"
autodoc_preserve_defaults = True
autodoc_type_aliases = {"FloatArray": "numpy.typing.NDArray[numpy.float32]"}
add_module_names = False
python_use_unqualified_type_names = True

bezique_rules_reference = _env("BEZIQUE_RULES_REFERENCE")
bezique_docs_report_dir = _env("BEZIQUE_DOCS_REPORT_DIR")

html_theme = "furo"
html_title = f"bezique {release}"
html_static_path = ["_static"]
html_css_files = ["bezique.css"]
html_copy_source = False
html_show_sourcelink = False
html_last_updated_fmt = None
html_theme_options = {
    "navigation_with_keys": True,
    "top_of_page_buttons": [],
}

# linkcheck runs without a network: only links inside the site are checked.
linkcheck_ignore = [r"https?://.*", r"mailto:.*"]
