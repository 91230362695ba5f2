// A tool's whole story is found by one name: each action's family names its bridge file
// (tools/<Family>Tool(s).java or tools/<family>/<Family>Tool(s).java, where the action is declared) and its extension file
// (handlers/<family>.ts, handlers/<family>-*.ts or handlers/<family>/, whose `handlers` table lists
// it), on both sides alike.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contract = JSON.parse(readFileSync(join(root, 'contract', 'link.json'), 'utf8'));
const tools = join(root, 'server', 'src', 'main', 'java', 'dev', 'tabrelay', 'tools');
const linkActions = readFileSync(join(root, 'server', 'src', 'main', 'java', 'dev', 'tabrelay', 'link', 'Action.java'), 'utf8');
const pascal = (family) => family.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const handlersDir = join(root, 'extension', 'src', 'background', 'handlers');

/** action → the handler file (relative to handlers/) whose `handlers` table lists it. */
const tableOf = new Map();
for (const file of readdirSync(handlersDir, { recursive: true }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const text = readFileSync(join(handlersDir, file), 'utf8');
  const table = /export const handlers = \{([^}]*)\} satisfies Handlers;/.exec(text)?.[1] ?? '';
  for (const m of table.matchAll(/^\s+'?([\w.]+)'?[:,]/gm)) tableOf.set(m[1], file.replace(/\.ts$/, ''));
}

it('every action is declared in its family\'s bridge file and handled in its family\'s extension file', () => {
  for (const [action, { family }] of Object.entries(contract.actions)) {
    // tools/<Family>Tool(s).java, or tools/<family>/ once the family has a package of its own.
    const java = [`${pascal(family)}Tools.java`, `${pascal(family)}Tool.java`]
      .flatMap((f) => [join(tools, f), join(tools, family.replaceAll('-', ''), f)]).find(existsSync);
    assert.ok(java, `family "${family}" (${action}) has no tools/${pascal(family)}Tool(s).java nor tools/${family}/${pascal(family)}Tool(s).java`);
    const declared = readFileSync(java, 'utf8').includes(`"${action}"`) || linkActions.includes(`"${action}"`);
    assert.ok(declared, `${action} is not declared in ${java} (nor among the link's own actions)`);
    const file = tableOf.get(action);
    assert.ok(file === family || file?.startsWith(`${family}-`) || file?.startsWith(`${family}/`),
      `${action} is in the handler table of ${file ?? 'no file'}, not of handlers/${family}.ts, ${family}-*.ts or ${family}/`);
  }
});
