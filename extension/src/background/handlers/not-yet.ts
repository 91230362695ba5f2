import { CommandError } from '../../shared/errors';
import type { Handler } from '../dispatch';

/** Placeholder while an action is being built; replaced by the real handler. */
export const notYet =
  (action: string): Handler =>
  async () => {
    throw new CommandError('UNKNOWN_ACTION', `${action} is not implemented in this build yet.`);
  };
