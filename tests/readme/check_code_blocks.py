"""The code the READMEs show is code that a test runs: each README's code block in a programming
language must be, character for character, the example file named here, which the Python suite
(tests/python/run.sh) or the JavaScript suite (tests/js, js.example.readme_taste) runs.

    python3 tests/readme/check_code_blocks.py SOURCE_DIR
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

# (README, the fence's language, the example file it shows)
BLOCKS = [
    ("README.md", "python", "examples/python/readme_taste.py"),
    ("README.md", "js", "examples/js/readme_taste.mjs"),
    ("bindings/js/README.md", "js", "examples/js/readme_taste.mjs"),
    ("bindings/python/README.md", "python", "examples/python/readme_taste.py"),
]
PROGRAM_LANGUAGES = {"c", "cpp", "c++", "csharp", "cs", "python", "py", "java", "js", "javascript", "ts", "typescript"}
FENCE = re.compile(r"^```([A-Za-z+#]*)[^\n]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def main() -> int:
    root = Path(sys.argv[1])
    problems = []
    readmes = sorted({readme for readme, _, _ in BLOCKS})
    for readme in readmes:
        text = (root / readme).read_text(encoding="utf-8")
        blocks = [(m.group(1).lower(), m.group(2)) for m in FENCE.finditer(text)]
        expected = [(language, (root / example).read_text(encoding="utf-8"), example)
                    for name, language, example in BLOCKS if name == readme]
        shown = [(language, code) for language, code in blocks if language in PROGRAM_LANGUAGES]
        for language, code, example in expected:
            if (language, code) not in shown:
                problems.append(f"{readme}: no ```{language} block equal to {example}")
        for language, code in shown:
            if not any(language == lang and code == text for lang, text, _ in expected):
                problems.append(f"{readme}: a ```{language} block that no test runs; make it a file of "
                                "examples/ that a test runs and name it in tests/readme/check_code_blocks.py")
    for problem in problems:
        print(problem)
    if not problems:
        print(f"the code blocks of {', '.join(readmes)} are the example files the tests run")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
