// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

export const PROTOCOL_VERSION = 1;

/** Close codes the bridge uses to refuse or end a link (close-policy.ts decides what to do on each). */
export const CloseCode = {
  /** the first message was not a valid hello */
  BAD_HELLO: 4400,
  /** wrong pairing key */
  BAD_KEY: 4401,
  /** another connection with this browserId is live and this hello did not prove to be it */
  DUPLICATE: 4410,
  /** protocol version not supported (the reason names the supported one) */
  PROTOCOL_UNSUPPORTED: 4426,
  /** replaced by a newer connection from the same browserId that proved itself with resume */
  REPLACED: 4409,
  /** the bridge is shutting down */
  SHUTDOWN: 1001,
} as const;

/** Every stable error code a tool call can answer with. */
export const ERROR_CODES = [
  "APPROVAL_TIMEOUT",
  "BROWSER_LOST",
  "BUSY",
  "CANCELLED",
  "DIALOG_OPEN",
  "DOWNLOAD_FAILED",
  "ELEMENT_NOT_EDITABLE",
  "ELEMENT_NOT_FOUND",
  "ELEMENT_NOT_VISIBLE",
  "EVALUATE_DISABLED",
  "EXTENSION_DISCONNECTED",
  "EXTRACTION_FAILED",
  "FORBIDDEN",
  "GATEWAY_CALL_FAILED",
  "GATEWAY_SERVER_DOWN",
  "GATEWAY_TIMEOUT",
  "INTERNAL",
  "INVALID_ARGUMENT",
  "NAVIGATION_FAILED",
  "NO_BROWSER",
  "NO_CAPACITY",
  "NO_DIALOG",
  "PAUSED_BY_USER",
  "PEER_UNREACHABLE",
  "PERMISSION_REQUIRED",
  "PLUGIN_FAILED",
  "RATE_LIMITED",
  "READ_ONLY",
  "RECIPE_STEP_FAILED",
  "RESTRICTED_URL",
  "SHUTTING_DOWN",
  "SITE_BLOCKED",
  "TAB_NOT_FOUND",
  "TIMEOUT",
  "TOO_LARGE",
  "UNKNOWN_ACTION",
  "UNKNOWN_TOOL",
  "USER_DENIED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes the extension may send (the others are the bridge's own: keys, rate limits, sessions). */
export const EXTENSION_ERROR_CODES = [
  "APPROVAL_TIMEOUT",
  "BUSY",
  "DIALOG_OPEN",
  "DOWNLOAD_FAILED",
  "ELEMENT_NOT_EDITABLE",
  "ELEMENT_NOT_FOUND",
  "ELEMENT_NOT_VISIBLE",
  "EXTENSION_DISCONNECTED",
  "EXTRACTION_FAILED",
  "INTERNAL",
  "INVALID_ARGUMENT",
  "NAVIGATION_FAILED",
  "NO_DIALOG",
  "PAUSED_BY_USER",
  "PERMISSION_REQUIRED",
  "READ_ONLY",
  "RESTRICTED_URL",
  "SITE_BLOCKED",
  "TAB_NOT_FOUND",
  "TIMEOUT",
  "TOO_LARGE",
  "UNKNOWN_ACTION",
  "USER_DENIED",
] as const;
export type ExtensionErrorCode = (typeof EXTENSION_ERROR_CODES)[number];

/** Every action the bridge sends; the handler table is keyed by exactly these. */
export const ACTIONS = [
  "browser.info",
  "chat.disable",
  "chat.enable",
  "chat.servers.add",
  "chat.servers.list",
  "chat.servers.remove",
  "chat.status",
  "clipboard.write",
  "computer",
  "console.read",
  "cookies.get",
  "cookies.set",
  "diagnostic.permissions",
  "dialog.handle",
  "download",
  "evaluate",
  "extract.part",
  "extract.tab",
  "extract.url",
  "file.set",
  "input.click",
  "input.drag",
  "input.fill",
  "input.hover",
  "input.press",
  "input.scroll",
  "input.select",
  "input.type",
  "navigate",
  "network.read",
  "page.find",
  "page.query",
  "page.queryText",
  "page.snapshot",
  "page.text",
  "plan.update",
  "record.frame",
  "screenshot",
  "session.end",
  "tab.close",
  "tab.create",
  "tab.select",
  "tabs.list",
  "turn.complete",
  "turn.start",
  "wait.element",
  "wait.for",
  "window.resize",
] as const;
export type Action = (typeof ACTIONS)[number];

/** The family of each action: handlers/<family>.ts here, tools/<Family>Tool(s).java on the bridge. */
export const ACTION_FAMILY = {
  "browser.info": "browser",
  "chat.disable": "chat",
  "chat.enable": "chat",
  "chat.servers.add": "chat",
  "chat.servers.list": "chat",
  "chat.servers.remove": "chat",
  "chat.status": "chat",
  "clipboard.write": "browser-data",
  "computer": "computer",
  "console.read": "log",
  "cookies.get": "browser-data",
  "cookies.set": "browser-data",
  "diagnostic.permissions": "diagnostic",
  "dialog.handle": "browser-data",
  "download": "file",
  "evaluate": "evaluate",
  "extract.part": "extract",
  "extract.tab": "extract",
  "extract.url": "extract",
  "file.set": "file",
  "input.click": "input",
  "input.drag": "input",
  "input.fill": "input",
  "input.hover": "input",
  "input.press": "input",
  "input.scroll": "input",
  "input.select": "input",
  "input.type": "input",
  "navigate": "navigate",
  "network.read": "log",
  "page.find": "page",
  "page.query": "page",
  "page.queryText": "page",
  "page.snapshot": "page",
  "page.text": "page",
  "plan.update": "plan",
  "record.frame": "record",
  "screenshot": "capture",
  "session.end": "tab",
  "tab.close": "tab",
  "tab.create": "tab",
  "tab.select": "tab",
  "tabs.list": "tab",
  "turn.complete": "plan",
  "turn.start": "plan",
  "wait.element": "wait",
  "wait.for": "wait",
  "window.resize": "tab",
} as const satisfies Record<Action, string>;

import type { BrowserInfoParams, BrowserInfoResult } from './browser';
export type * from './browser';
import type { ClipboardWriteParams, ClipboardWriteResult, CookiesGetParams, CookiesGetResult, CookiesSetParams, CookiesSetResult, DialogHandleParams, DialogHandleResult } from './browser-data';
export type * from './browser-data';
import type { ScreenshotParams, ScreenshotResult } from './capture';
export type * from './capture';
import type { ChatDisableParams, ChatDisableResult, ChatEnableParams, ChatEnableResult, ChatServersAddParams, ChatServersAddResult, ChatServersListParams, ChatServersListResult, ChatServersRemoveParams, ChatServersRemoveResult, ChatStatusParams, ChatStatusResult } from './chat';
export type * from './chat';
import type { ComputerParams, ComputerResult } from './computer';
export type * from './computer';
import type { DiagnosticPermissionsParams, DiagnosticPermissionsResult } from './diagnostic';
export type * from './diagnostic';
import type { EvaluateParams, EvaluateResult } from './evaluate';
export type * from './evaluate';
import type { ExtractPartParams, ExtractPartResult, ExtractTabParams, ExtractTabResult, ExtractUrlParams, ExtractUrlResult } from './extract';
export type * from './extract';
import type { DownloadParams, DownloadResult, FileSetParams, FileSetResult } from './file';
export type * from './file';
import type { InputClickParams, InputClickResult, InputDragParams, InputDragResult, InputFillParams, InputFillResult, InputHoverParams, InputHoverResult, InputPressParams, InputPressResult, InputScrollParams, InputScrollResult, InputSelectParams, InputSelectResult, InputTypeParams, InputTypeResult } from './input';
export type * from './input';
import type { ConsoleReadParams, ConsoleReadResult, NetworkReadParams, NetworkReadResult } from './log';
export type * from './log';
import type { NavigateParams, NavigateResult } from './navigate';
export type * from './navigate';
import type { PageFindParams, PageFindResult, PageQueryParams, PageQueryResult, PageQueryTextParams, PageQueryTextResult, PageSnapshotParams, PageSnapshotResult, PageTextParams, PageTextResult } from './page';
export type * from './page';
import type { PlanUpdateParams, PlanUpdateResult, TurnCompleteParams, TurnCompleteResult, TurnStartParams, TurnStartResult } from './plan';
export type * from './plan';
import type { RecordFrameParams, RecordFrameResult } from './record';
export type * from './record';
import type { SessionEndParams, SessionEndResult, TabCloseParams, TabCloseResult, TabCreateParams, TabCreateResult, TabSelectParams, TabSelectResult, TabsListParams, TabsListResult, WindowResizeParams, WindowResizeResult } from './tab';
export type * from './tab';
import type { WaitElementParams, WaitElementResult, WaitForParams, WaitForResult } from './wait';
export type * from './wait';
export type * from './messages';

export interface ActionParams {
  "browser.info": BrowserInfoParams;
  "chat.disable": ChatDisableParams;
  "chat.enable": ChatEnableParams;
  "chat.servers.add": ChatServersAddParams;
  "chat.servers.list": ChatServersListParams;
  "chat.servers.remove": ChatServersRemoveParams;
  "chat.status": ChatStatusParams;
  "clipboard.write": ClipboardWriteParams;
  "computer": ComputerParams;
  "console.read": ConsoleReadParams;
  "cookies.get": CookiesGetParams;
  "cookies.set": CookiesSetParams;
  "diagnostic.permissions": DiagnosticPermissionsParams;
  "dialog.handle": DialogHandleParams;
  "download": DownloadParams;
  "evaluate": EvaluateParams;
  "extract.part": ExtractPartParams;
  "extract.tab": ExtractTabParams;
  "extract.url": ExtractUrlParams;
  "file.set": FileSetParams;
  "input.click": InputClickParams;
  "input.drag": InputDragParams;
  "input.fill": InputFillParams;
  "input.hover": InputHoverParams;
  "input.press": InputPressParams;
  "input.scroll": InputScrollParams;
  "input.select": InputSelectParams;
  "input.type": InputTypeParams;
  "navigate": NavigateParams;
  "network.read": NetworkReadParams;
  "page.find": PageFindParams;
  "page.query": PageQueryParams;
  "page.queryText": PageQueryTextParams;
  "page.snapshot": PageSnapshotParams;
  "page.text": PageTextParams;
  "plan.update": PlanUpdateParams;
  "record.frame": RecordFrameParams;
  "screenshot": ScreenshotParams;
  "session.end": SessionEndParams;
  "tab.close": TabCloseParams;
  "tab.create": TabCreateParams;
  "tab.select": TabSelectParams;
  "tabs.list": TabsListParams;
  "turn.complete": TurnCompleteParams;
  "turn.start": TurnStartParams;
  "wait.element": WaitElementParams;
  "wait.for": WaitForParams;
  "window.resize": WindowResizeParams;
}

export interface ActionResult {
  "browser.info": BrowserInfoResult;
  "chat.disable": ChatDisableResult;
  "chat.enable": ChatEnableResult;
  "chat.servers.add": ChatServersAddResult;
  "chat.servers.list": ChatServersListResult;
  "chat.servers.remove": ChatServersRemoveResult;
  "chat.status": ChatStatusResult;
  "clipboard.write": ClipboardWriteResult;
  "computer": ComputerResult;
  "console.read": ConsoleReadResult;
  "cookies.get": CookiesGetResult;
  "cookies.set": CookiesSetResult;
  "diagnostic.permissions": DiagnosticPermissionsResult;
  "dialog.handle": DialogHandleResult;
  "download": DownloadResult;
  "evaluate": EvaluateResult;
  "extract.part": ExtractPartResult;
  "extract.tab": ExtractTabResult;
  "extract.url": ExtractUrlResult;
  "file.set": FileSetResult;
  "input.click": InputClickResult;
  "input.drag": InputDragResult;
  "input.fill": InputFillResult;
  "input.hover": InputHoverResult;
  "input.press": InputPressResult;
  "input.scroll": InputScrollResult;
  "input.select": InputSelectResult;
  "input.type": InputTypeResult;
  "navigate": NavigateResult;
  "network.read": NetworkReadResult;
  "page.find": PageFindResult;
  "page.query": PageQueryResult;
  "page.queryText": PageQueryTextResult;
  "page.snapshot": PageSnapshotResult;
  "page.text": PageTextResult;
  "plan.update": PlanUpdateResult;
  "record.frame": RecordFrameResult;
  "screenshot": ScreenshotResult;
  "session.end": SessionEndResult;
  "tab.close": TabCloseResult;
  "tab.create": TabCreateResult;
  "tab.select": TabSelectResult;
  "tabs.list": TabsListResult;
  "turn.complete": TurnCompleteResult;
  "turn.start": TurnStartResult;
  "wait.element": WaitElementResult;
  "wait.for": WaitForResult;
  "window.resize": WindowResizeResult;
}
