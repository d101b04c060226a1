// tesseract's worker thread, silenced: what the OCR engine prints (image decoding errors, warnings)
// is not the app's log.
for (const level of ["log", "info", "warn", "error", "debug", "trace", "dir"]) console[level] = () => {};
process.stdout.write = () => true;
process.stderr.write = () => true;

require("tesseract.js/src/worker-script/node/index.js");
