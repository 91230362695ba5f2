/** Build flag (esbuild --define): true in development and test builds, false in release. */
declare const __DEV__: boolean;
