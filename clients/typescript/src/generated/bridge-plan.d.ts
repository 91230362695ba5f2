// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the plan tools. */
export interface PlanMethods {
  /**
   * Show the user your plan for the current task in the TabRelay side panel of their browser, and keep
   * it current: call it when you make the plan and whenever a step starts or finishes. Send the whole
   * plan each time. Example: {"plan": [{"step": "Open the pricing page", "status": "completed"},
   * {"step": "Extract the table", "status": "in_progress"}, {"step": "Summarize", "status":
   * "pending"}]}.
   *
   * Tool `update_plan`.
   *
   * @param params.explanation Optional note on why the plan changed.
   * @param params.browser Id of a connected browser; omit for the most recently used one.
   * @param params.plan The steps, in order, each with its status. At least 1 items. At most 50 items.
   */
  updatePlan(params: T.UpdatePlanParams): Promise<ToolResult<Record<string, unknown>>>;

  /**
   * Tell the user's browser that you start working on a request: the side panel groups the actions that
   * follow under this turn until turn_answer_complete. Takes no arguments.
   *
   * Tool `turn_answer_start`.
   *
   * @param params.browser Id of a connected browser; omit for the most recently used one.
   */
  turnAnswerStart(params?: T.TurnAnswerStartParams): Promise<ToolResult<Record<string, unknown>>>;

  /**
   * Tell the user's browser that you finished the current request; optional 'summary' is shown with the
   * turn in the side panel. Example: {"summary": "Compared the three offers"}.
   *
   * Tool `turn_answer_complete`.
   *
   * @param params.browser Id of a connected browser; omit for the most recently used one.
   * @param params.summary Optional one-line summary shown with the turn.
   */
  turnAnswerComplete(params?: T.TurnAnswerCompleteParams): Promise<ToolResult<Record<string, unknown>>>;
}
