import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeLanguage } from './codelang.js';

test('names from the common highlighters', () => {
  assert.equal(codeLanguage(['language-typescript']), 'typescript');
  assert.equal(codeLanguage(['prettyprint lang-py']), 'py');
  assert.equal(codeLanguage(['highlight highlight-source-js']), 'js');
  assert.equal(codeLanguage(['brush: bash; gutter: false']), 'bash');
  assert.equal(codeLanguage(['sourceCode haskell']), 'haskell');
  assert.equal(codeLanguage(['highlight-python notranslate']), 'python');
  assert.equal(codeLanguage(['hljs rust']), 'rust');
  assert.equal(codeLanguage(['language-c++']), 'c++');
});

test('data-lang wins over classes, and case is normalised', () => {
  assert.equal(codeLanguage(['language-js'], ['Go']), 'go');
});

test('no language when none is named', () => {
  assert.equal(codeLanguage([]), '');
  assert.equal(codeLanguage(['highlight']), '');
  assert.equal(codeLanguage(['language-none']), '');
  assert.equal(codeLanguage(['nohighlight hljs']), '');
  assert.equal(codeLanguage(['code-block wide']), '');
});

test('the most explicit pattern wins across elements', () => {
  // <div class="highlight-default"><pre><code class="language-sql">
  assert.equal(codeLanguage(['', 'language-sql', 'highlight-default']), 'sql');
});
