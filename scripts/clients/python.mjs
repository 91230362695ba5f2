// contract/tools.json → clients/python/tabrelay_client/generated/: TypedDicts for structured
// results and nested parameters (tool_types.py), and ChromeBridge with one keyword-only method per
// tool (bridge.py). Standard library typing only, valid on Python 3.9.
import { HEADER, byFamily, constraints, hints, kind, pascal, snake, wrap } from './text.mjs';

const DIR = 'clients/python/tabrelay_client/generated';
const KEYWORDS = new Set(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue',
  'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda',
  'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'self', 'try', 'while', 'with', 'yield']);
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A schema property name as a Python argument: snake_case, with a trailing _ for a keyword (from → from_). */
export const argName = (name) => (KEYWORDS.has(snake(name)) ? `${snake(name)}_` : snake(name));

const str = (s) => JSON.stringify(s); // a JSON string is a valid Python string literal
const docText = (s) => String(s).replaceAll('\\', '\\\\').replaceAll('"""', '\\"\\"\\"');

/**
 * The Python type of a schema. A nested object with properties becomes a TypedDict named `hint`,
 * appended to `defs`; `ref` is how the caller's module names generated types ('' or 't.').
 */
export function pyType(s, hint, defs, ref = '') {
  if (!s || typeof s !== 'object') return 'Any';
  if (Array.isArray(s.enum)) return `Literal[${s.enum.map(str).join(', ')}]`;
  if (Array.isArray(s.type)) {
    const kinds = s.type.filter((t) => t !== 'null').map((type) => pyType({ ...s, type }, hint, defs, ref));
    const one = kinds.length === 1 ? kinds[0] : `Union[${kinds.join(', ')}]`;
    return s.type.includes('null') ? `Optional[${one}]` : one;
  }
  switch (s.type) {
    case 'string': return 'str';
    case 'integer': return 'int';
    case 'number': return 'float';
    case 'boolean': return 'bool';
    case 'null': return 'None';
    case 'array': {
      const items = s.items && !s.items.description && s.description ? { ...s.items, description: `One of: ${s.description}` } : s.items;
      return `List[${pyType(items, `${hint}Item`, defs, ref)}]`;
    }
    case 'object':
      if (!s.properties) return 'Dict[str, Any]';
      defs.push(typedDict(hint, s, defs, s.description));
      return `${ref}${hint}`;
    default: return 'Any';
  }
}

/** A TypedDict: class syntax, or the functional one when a key is not an identifier (e.g. "from"). */
function typedDict(name, s, defs, doc) {
  const required = new Set(s.required ?? []);
  const fields = Object.entries(s.properties).map(([key, prop]) => ({ key, prop, type: pyType(prop, `${name}${pascal(key)}`, defs) }));
  const open = s.additionalProperties !== false ? ' It may hold more keys than these.' : '';
  const docLine = `    """${docText(`${doc ?? `The ${name} object.`}${open}`)}"""`;
  const total = fields.every((f) => required.has(f.key)) ? '' : ', total=False';
  if (fields.some((f) => !IDENT.test(f.key) || KEYWORDS.has(f.key))) {
    // Class syntax cannot name such a key, and the functional syntax cannot mix required and
    // optional keys before Python 3.11: a mix is written as all optional.
    return `${name} = TypedDict(${str(name)}, {${fields.map((f) => `${str(f.key)}: ${f.type}`).join(', ')}}${total})\n`;
  }
  if (required.size && total) {
    // Required keys among optional ones (no Required[] before Python 3.11): a required base, then the rest.
    const base = { ...s, properties: Object.fromEntries(fields.filter((f) => required.has(f.key)).map((f) => [f.key, f.prop])) };
    const rest = { ...s, properties: Object.fromEntries(fields.filter((f) => !required.has(f.key)).map((f) => [f.key, f.prop])) };
    return `${typedDict(`_${name}Required`, base, defs, doc)}\n\n${typedDict(name, { ...rest, required: [] }, defs, doc)
      .replace(`(TypedDict, total=False)`, `(_${name}Required, total=False)`)}`;
  }
  const lines = [`class ${name}(TypedDict${total}):`, docLine];
  for (const f of fields) {
    for (const l of wrap(constraints(f.prop), 96)) if (l) lines.push(`    #: ${l}`);
    lines.push(`    ${f.key}: ${f.type}`);
  }
  return `${lines.join('\n')}\n`;
}

const resultType = (tool) => (tool.outputSchema ? `t.${pascal(tool.name)}Result` : 'Dict[str, Any]');

function typesFile(contract) {
  const defs = [];
  for (const tool of contract.tools) {
    if (tool.outputSchema) {
      defs.push(typedDict(`${pascal(tool.name)}Result`, tool.outputSchema, defs, `Structured content of the result of ${tool.name}.`));
    }
    for (const [key, prop] of Object.entries(tool.inputSchema.properties ?? {})) pyType(prop, `${pascal(tool.name)}${pascal(key)}`, defs);
  }
  return [`# ${HEADER}`, '"""TypedDicts of the TabRelay tools: structured results and nested parameters."""',
    'from __future__ import annotations', '', 'from typing import Any, Dict, List, Literal, NamedTuple, Optional, TypedDict, Union', '',
    '#: The stable error codes of the bridge and the extension: ERROR_CODES says why each happens and what to do.',
    `ErrorCode = Literal[\n${Object.keys(contract.errors).map((c) => `    ${str(c)},`).join('\n')}\n]`, '', '',
    'class ErrorHelp(NamedTuple):', '    """Why a caller sees an error code, and what to do next (Markdown)."""', '    why: str', '    next: str', '', '',
    '#: Every stable error code, with why a caller sees it and what to do next.',
    `ERROR_CODES: Dict[str, ErrorHelp] = {\n${Object.entries(contract.errors).map(([code, { why, next }]) =>
      `    ${str(code)}: ErrorHelp(\n        ${str(why)},\n        ${str(next)},\n    ),`).join('\n')}\n}`, '',
    ...[...new Set(defs)].flatMap((d) => ['', d]), ''].join('\n').replace(/\n{4,}/g, '\n\n\n');
}

// BridgeCore's own members: a tool named like one would hide it.
const RESERVED = new Set(['call', 'close', 'transport', 'rest', 'mcp']);

function method(tool) {
  const required = new Set(tool.inputSchema.required ?? []);
  const props = Object.entries(tool.inputSchema.properties ?? {});
  const names = props.map(([key]) => argName(key));
  if (RESERVED.has(tool.name)) throw new Error(`tool '${tool.name}' would hide ChromeBridge.${tool.name}`);
  if (new Set(names).size !== names.length) throw new Error(`two arguments of ${tool.name} have one Python name: ${names}`);
  const args = props.map(([key, prop]) => {
    const type = pyType(prop, `${pascal(tool.name)}${pascal(key)}`, [], 't.');
    return required.has(key) ? `${argName(key)}: ${type}` : `${argName(key)}: Optional[${type.replace(/^Optional\[(.*)\]$/, '$1')}] = None`;
  });
  const signature = `    def ${tool.name}(self${args.length ? ', *' : ''}${args.map((a) => `, ${a}`).join('')}) -> ToolResult[${resultType(tool)}]:`;
  const out = signature.length <= 120 ? [signature]
    : [`    def ${tool.name}(`, '        self,', '        *,', ...args.map((a) => `        ${a},`), `    ) -> ToolResult[${resultType(tool)}]:`];
  const doc = [...wrap(tool.description, 100), '', ...wrap(hints(tool), 100)];
  if (props.length) doc.push('', 'Args:');
  for (const [key, prop] of props) {
    const [first, ...rest] = wrap(`${argName(key)}: ${constraints(prop)}`, 96);
    doc.push(`    ${first}`, ...rest.map((l) => `        ${l}`));
  }
  out.push(`        """${docText(doc[0])}`, ...doc.slice(1).map((l) => (l ? `        ${docText(l)}` : '')), '        """');
  const sent = props.map(([key]) => `${str(key)}: ${argName(key)}`);
  const call = `        return self.call(${str(tool.name)}, {${sent.join(', ')}})`;
  out.push(...(call.length <= 120 ? [call] : [`        return self.call(${str(tool.name)}, {`, ...sent.map((s) => `            ${s},`), '        })']));
  return out.join('\n');
}

/** The methods of one family's tools, as a BridgeCore mixin (so ``self.call`` is typed). */
function familyFile(family, tools) {
  return [`# ${HEADER}`, `"""ChromeBridge's methods for the ${family} tools, documented with each tool's description."""`,
    'from __future__ import annotations', '', 'from typing import Any, Dict, List, Literal, Optional', '',
    'from ..bridge_core import BridgeCore', 'from ..result import ToolResult', 'from . import tool_types as t', '', '',
    `class ${kind(family)}Methods(BridgeCore):`, `    """The ${family} tools."""`, '',
    tools.map(method).join('\n\n'), ''].join('\n');
}

/** ChromeBridge: every family's mixin (bridge_<family>.py). */
function bridgeFile(families) {
  const module = (family) => `bridge_${family.replaceAll('-', '_')}`;
  return [`# ${HEADER}`, '"""ChromeBridge: one keyword-only method per TabRelay tool, from one mixin per tool family."""',
    'from __future__ import annotations', '',
    ...families.map(([family]) => `from .${module(family)} import ${kind(family)}Methods`), '', '',
    `class ChromeBridge(${families.map(([family]) => `${kind(family)}Methods`).join(', ')}):`,
    '    """The TabRelay bridge. Create one with ``ChromeBridge.rest()`` or ``ChromeBridge.mcp()``; each method',
    '    returns the tool\'s ToolResult or raises TabRelayError with the stable code."""', ''].join('\n');
}

/** Path → content of every file this emitter owns (its folder holds nothing else). */
export function pythonFiles(contract) {
  const families = byFamily(contract);
  return {
    dir: DIR,
    files: new Map([
      [`${DIR}/__init__.py`, `# ${HEADER}\n"""Generated from the tool registry: ChromeBridge (bridge.py) and its types (tool_types.py)."""\n`],
      [`${DIR}/tool_types.py`, typesFile(contract)],
      [`${DIR}/bridge.py`, bridgeFile(families)],
      ...families.map(([family, tools]) => [`${DIR}/bridge_${family.replaceAll('-', '_')}.py`, familyFile(family, tools)]),
    ]),
  };
}
