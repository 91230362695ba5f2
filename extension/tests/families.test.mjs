// A tool's whole story is found by one name: each action's family names its bridge file
// (tools/<Family>Tool(s).java, where the action is declared) and its extension file
// (handlers/<family>.ts, handlers/<family>-*.ts or handlers/<family>/), on both sides alike.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contract = JSON.parse(readFileSync(join(root, 'contract', 'link.json'), 'utf8'));
const tools = join(root, 'server', 'src', 'main', 'java', 'dev', 'tabrelay', 'tools');
const linkActions = readFileSync(join(root, 'server', 'src', 'main', 'java', 'dev', 'tabrelay', 'link', 'Action.java'), 'utf8');
const index = readFileSync(join(root, 'extension', 'src', 'background', 'handlers', 'index.ts'), 'utf8');

const pascal = (family) => family.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');

/** handler identifier → the module it is imported from, per handlers/index.ts. */
const importedFrom = new Map();
for (const m of index.matchAll(/import \{([^}]+)\} from '([^']+)';/g)) {
  for (const name of m[1].split(',').map((s) => s.trim()).filter(Boolean)) importedFrom.set(name, m[2]);
}

/** action → handler identifier, per the handler table. */
function handlerOf(action) {
  const table = index.slice(index.indexOf('export const handlers'));
  const m = new RegExp(`'${action.replace('.', '\\.')}':\\s*(?:\\w+\\()?(\\w+)`).exec(table) ?? new RegExp(`^\\s+(${action}),`, 'm').exec(table);
  assert.ok(m, `handlers/index.ts has no entry for ${action}`);
  return m[1];
}

it('every action is declared in its family\'s bridge file and handled in its family\'s extension file', () => {
  for (const [action, { family }] of Object.entries(contract.actions)) {
    const java = [`${pascal(family)}Tools.java`, `${pascal(family)}Tool.java`].map((f) => join(tools, f)).find(existsSync);
    assert.ok(java, `family "${family}" (${action}) has no tools/${pascal(family)}Tool(s).java`);
    const declared = readFileSync(java, 'utf8').includes(`"${action}"`) || linkActions.includes(`"${action}"`);
    assert.ok(declared, `${action} is not declared in ${java} (nor among the link's own actions)`);
    const from = importedFrom.get(handlerOf(action));
    assert.ok(from === `./${family}` || from?.startsWith(`./${family}-`) || from?.startsWith(`./${family}/`),
      `${action}'s handler comes from ${from}, not from handlers/${family}.ts, ${family}-*.ts or ${family}/`);
  }
});
