// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `update_plan` (ChromeBridge.updatePlan). */
export interface UpdatePlanParams {
  /** Optional note on why the plan changed. */
  explanation?: string;
  /** Id of a connected browser; omit for the most recently used one. */
  browser?: string;
  /** The steps, in order, each with its status. At least 1 items. At most 50 items. */
  plan: {
    status: "pending" | "in_progress" | "completed";
    /** What this step does. At most 300 characters. */
    step: string;
  }[];
}

/** Parameters of `turn_answer_start` (ChromeBridge.turnAnswerStart). */
export interface TurnAnswerStartParams {
  /** Id of a connected browser; omit for the most recently used one. */
  browser?: string;
}

/** Parameters of `turn_answer_complete` (ChromeBridge.turnAnswerComplete). */
export interface TurnAnswerCompleteParams {
  /** Id of a connected browser; omit for the most recently used one. */
  browser?: string;
  /** Optional one-line summary shown with the turn. */
  summary?: string;
}

/** The plan tools by canonical name: the parameters each takes, the structured content it returns. */
export interface PlanToolMap {
  update_plan: { params: UpdatePlanParams; result: Record<string, unknown> };
  turn_answer_start: { params: TurnAnswerStartParams; result: Record<string, unknown> };
  turn_answer_complete: { params: TurnAnswerCompleteParams; result: Record<string, unknown> };
}
