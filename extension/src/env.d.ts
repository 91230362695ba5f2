/** Build flag (esbuild --define): true in development and test builds, false in release. */
declare const __DEV__: boolean;
/** Build flag: true only in the worker the UI-test harness rebuilds, to expose test hooks. */
declare const __TEST__: boolean;
