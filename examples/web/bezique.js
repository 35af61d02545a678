// Where the page finds the package: in the build tree, bindings/js/package beside
// examples/web (serve the build folder). An application would import "bezique" from its
// bundler, or this path from wherever it copies the package.
export * from "../../bindings/js/package/index.js";
