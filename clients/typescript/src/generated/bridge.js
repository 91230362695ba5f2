// generated from contract/tools.json by scripts/generate-clients.mjs — do not edit
// The types and documentation of these methods are in bridge.d.ts and types.d.ts.
import { BridgeCore } from '../bridge-core.js';

export const ERROR_CODES = Object.freeze(["EXTENSION_DISCONNECTED","NO_BROWSER","TIMEOUT","TAB_NOT_FOUND","NAVIGATION_FAILED","RESTRICTED_URL","EXTRACTION_FAILED","PERMISSION_REQUIRED","INVALID_ARGUMENT","UNKNOWN_ACTION","UNKNOWN_TOOL","SITE_BLOCKED","BUSY","RATE_LIMITED","FORBIDDEN","SHUTTING_DOWN","INTERNAL","ELEMENT_NOT_FOUND","ELEMENT_NOT_VISIBLE","ELEMENT_NOT_EDITABLE","NO_DIALOG","DOWNLOAD_FAILED","TOO_LARGE","EVALUATE_DISABLED"]);

export class ChromeBridge extends BridgeCore {
  browserTabList(params) { return this.call("browser_tab_list", params); }
  browserTabCreate(params) { return this.call("browser_tab_create", params); }
  browserTabClose(params) { return this.call("browser_tab_close", params); }
  browserTabSelect(params) { return this.call("browser_tab_select", params); }
  browserWindowResize(params) { return this.call("browser_window_resize", params); }
  browserList(params) { return this.call("browser_list", params); }
  browserNavigate(params) { return this.call("browser_navigate", params); }
  browserExtract(params) { return this.call("browser_extract", params); }
  browserGetPageText(params) { return this.call("browser_get_page_text", params); }
  browserSnapshot(params) { return this.call("browser_snapshot", params); }
  browserQuery(params) { return this.call("browser_query", params); }
  browserQueryText(params) { return this.call("browser_query_text", params); }
  browserFind(params) { return this.call("browser_find", params); }
  browserClick(params) { return this.call("browser_click", params); }
  browserType(params) { return this.call("browser_type", params); }
  browserPress(params) { return this.call("browser_press", params); }
  browserHover(params) { return this.call("browser_hover", params); }
  browserSelectOption(params) { return this.call("browser_select_option", params); }
  browserFillForm(params) { return this.call("browser_fill_form", params); }
  browserScroll(params) { return this.call("browser_scroll", params); }
  browserDrag(params) { return this.call("browser_drag", params); }
  browserComputer(params) { return this.call("browser_computer", params); }
  browserWaitForElement(params) { return this.call("browser_wait_for_element", params); }
  browserWaitFor(params) { return this.call("browser_wait_for", params); }
  browserScreenshot(params) { return this.call("browser_screenshot", params); }
  browserCookieGet(params) { return this.call("browser_cookie_get", params); }
  browserCookieSet(params) { return this.call("browser_cookie_set", params); }
  browserClipboardWrite(params) { return this.call("browser_clipboard_write", params); }
  browserHandleDialog(params) { return this.call("browser_handle_dialog", params); }
  browserFileSet(params) { return this.call("browser_file_set", params); }
  browserDownload(params) { return this.call("browser_download", params); }
  browserConsoleMessages(params) { return this.call("browser_console_messages", params); }
  browserNetworkRequests(params) { return this.call("browser_network_requests", params); }
  browserEvaluate(params) { return this.call("browser_evaluate", params); }
  updatePlan(params) { return this.call("update_plan", params); }
  turnAnswerStart(params) { return this.call("turn_answer_start", params); }
  turnAnswerComplete(params) { return this.call("turn_answer_complete", params); }
}
