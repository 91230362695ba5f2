// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the plan family's actions.

/** Params of `plan.update`. */
export interface PlanUpdateParams {
  /**
   * Optional note on why the plan changed.
   */
  explanation?: string;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The steps, in order, each with its status.
   *
   * @minItems 1
   * @maxItems 50
   */
  plan: [
    {
      status: 'pending' | 'in_progress' | 'completed';
      /**
       * What this step does.
       */
      step: string;
    },
    ...{
      status: 'pending' | 'in_progress' | 'completed';
      /**
       * What this step does.
       */
      step: string;
    }[]
  ];
}

/** Result of `plan.update`. */
export type PlanUpdateResult = object;

/** Params of `turn.complete`. */
export interface TurnCompleteParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Optional one-line summary shown with the turn.
   */
  summary?: string;
}

/** Result of `turn.complete`. */
export type TurnCompleteResult = object;

/** Params of `turn.start`. */
export interface TurnStartParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
}

/** Result of `turn.start`. */
export type TurnStartResult = object;
