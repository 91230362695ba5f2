// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

import type { BridgeToolMap } from './types-bridge.js';
import type { BrowserDataToolMap } from './types-browser-data.js';
import type { CaptureToolMap } from './types-capture.js';
import type { ComputerToolMap } from './types-computer.js';
import type { DiagnosticToolMap } from './types-diagnostic.js';
import type { EvaluateToolMap } from './types-evaluate.js';
import type { ExtractToolMap } from './types-extract.js';
import type { FileToolMap } from './types-file.js';
import type { InputToolMap } from './types-input.js';
import type { LogToolMap } from './types-log.js';
import type { NavigateToolMap } from './types-navigate.js';
import type { PageToolMap } from './types-page.js';
import type { PlanToolMap } from './types-plan.js';
import type { TabToolMap } from './types-tab.js';
import type { WaitToolMap } from './types-wait.js';
export type * from './types-bridge.js';
export type * from './types-browser-data.js';
export type * from './types-capture.js';
export type * from './types-computer.js';
export type * from './types-diagnostic.js';
export type * from './types-evaluate.js';
export type * from './types-extract.js';
export type * from './types-file.js';
export type * from './types-input.js';
export type * from './types-log.js';
export type * from './types-navigate.js';
export type * from './types-page.js';
export type * from './types-plan.js';
export type * from './types-tab.js';
export type * from './types-wait.js';

/** The stable error codes of the bridge and the extension: ERROR_CODES says why each happens and what to do. */
export type ErrorCode =
  | "APPROVAL_TIMEOUT"
  | "BROWSER_LOST"
  | "BUSY"
  | "CANCELLED"
  | "DIALOG_OPEN"
  | "DOWNLOAD_FAILED"
  | "ELEMENT_NOT_EDITABLE"
  | "ELEMENT_NOT_FOUND"
  | "ELEMENT_NOT_VISIBLE"
  | "EVALUATE_DISABLED"
  | "EXTENSION_DISCONNECTED"
  | "EXTRACTION_FAILED"
  | "FORBIDDEN"
  | "GATEWAY_CALL_FAILED"
  | "GATEWAY_SERVER_DOWN"
  | "GATEWAY_TIMEOUT"
  | "INTERNAL"
  | "INVALID_ARGUMENT"
  | "NAVIGATION_FAILED"
  | "NO_BROWSER"
  | "NO_CAPACITY"
  | "NO_DIALOG"
  | "PAUSED_BY_USER"
  | "PEER_UNREACHABLE"
  | "PERMISSION_REQUIRED"
  | "PLUGIN_FAILED"
  | "RATE_LIMITED"
  | "READ_ONLY"
  | "RECIPE_STEP_FAILED"
  | "RESTRICTED_URL"
  | "SHUTTING_DOWN"
  | "SITE_BLOCKED"
  | "TAB_NOT_FOUND"
  | "TIMEOUT"
  | "TOO_LARGE"
  | "UNKNOWN_ACTION"
  | "UNKNOWN_TOOL"
  | "USER_DENIED";

/** Each tool by its canonical name: the parameters it takes, the structured content it returns. */
export interface ToolMap extends BridgeToolMap, BrowserDataToolMap, CaptureToolMap, ComputerToolMap, DiagnosticToolMap, EvaluateToolMap, ExtractToolMap, FileToolMap, InputToolMap, LogToolMap, NavigateToolMap, PageToolMap, PlanToolMap, TabToolMap, WaitToolMap {}
