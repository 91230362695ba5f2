// Failures the agent reports back to the worker as data (a thrown error would lose its code
// on the way out of chrome.scripting).

export interface AgentError {
  code: 'ELEMENT_NOT_FOUND' | 'ELEMENT_NOT_VISIBLE' | 'ELEMENT_NOT_EDITABLE' | 'INVALID_ARGUMENT';
  message: string;
}

export class AgentFailure extends Error {
  constructor(
    readonly code: AgentError['code'],
    message: string,
  ) {
    super(message);
  }
}

export const fail = (code: AgentError['code'], message: string): never => {
  throw new AgentFailure(code, message);
};
