// Detects the language of a code block from the class names highlighters leave behind.
// Pure: takes the class strings (and data-lang values) of <pre>, its <code> and the wrapper.

/** Patterns in the order of how explicit they are; group 1 is the language. */
const PATTERNS: readonly RegExp[] = [
  /(?:^|\s)language-([\w+#.-]+)/i, // HTML spec recommendation, Prism, highlight.js, markdown-it
  /(?:^|\s)lang-([\w+#.-]+)/i, // Google code-prettify, older highlight.js
  /(?:^|\s)highlight-(?:text|source)-([\w+#-]+)/i, // GitHub markup
  /(?:^|\s)brush:\s*([\w+#-]+)/i, // SyntaxHighlighter (class="brush: js;")
  /(?:^|\s)sourceCode\s+([\w+#-]+)/i, // pandoc
  /(?:^|\s)highlight-([\w+#-]+)/i, // Sphinx/Pygments wrappers (div.highlight-python)
];

/** Classes that mark a highlighter but say nothing about the language. */
const NOT_A_LANGUAGE = new Set([
  'none', 'nohighlight', 'no-highlight', 'plain', 'plaintext', 'text', 'txt', 'source', 'default',
  'notranslate', 'prettyprint', 'linenums', 'hljs', 'highlight', 'code', 'sourcecode', 'block',
]);

/**
 * Returns the language named by the given class/data-lang strings, or '' when none is named.
 * `dataLangs` (data-lang / data-language attribute values) win because they are unambiguous.
 */
export function codeLanguage(classNames: readonly string[], dataLangs: readonly string[] = []): string {
  for (const value of dataLangs) {
    const lang = normalise(value);
    if (lang) return lang;
  }
  for (const pattern of PATTERNS) {
    for (const cls of classNames) {
      const match = pattern.exec(cls);
      const lang = match ? normalise(match[1]!) : '';
      if (lang) return lang;
    }
  }
  // highlight.js writes `class="hljs python"`: the other class is the language.
  for (const cls of classNames) {
    const tokens = cls.split(/\s+/).filter(Boolean);
    if (tokens.includes('hljs')) {
      for (const token of tokens) {
        const lang = token === 'hljs' ? '' : normalise(token);
        if (lang && /^[a-z][\w+#-]*$/.test(lang)) return lang;
      }
    }
  }
  return '';
}

function normalise(value: string): string {
  const lang = value.trim().toLowerCase().replace(/[;,]+$/, '');
  if (!lang || NOT_A_LANGUAGE.has(lang) || !/^[\w+#.-]+$/.test(lang)) return '';
  return lang;
}
