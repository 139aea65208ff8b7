import ts from 'typescript';

// The reader of the sentences a source file writes (ADR 077, ADR 080), for the tests that hold the
// problem tables to the source: this package's (problems.test.ts) and the API's
// (apps/api/src/lib/problem-codes.test.ts). A template literal's `${…}` becomes a `{name}`
// placeholder named after what it holds, `${n} minute${n === 1 ? '' : 's'}` a plural.

/** Looks like a sentence shown to a person: a capital first, a space inside, a full stop (or ? !) last. */
const isSentence = (text: string) => /^[A-Z]/.test(text) && text.includes(' ') && /[.?!]$/.test(text);

const camel = (name: string) =>
  /^[A-Z0-9_]+$/.test(name) ? name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : name;

/** A placeholder's name: `code` → code, `MESSAGE_MAX` → messageMax, `promo.usesCount` → usesCount, `LABELS[from].toLowerCase()` → from, `TYPES.join(', ')` → types. */
function placeholderName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return camel(node.text);
  if (ts.isElementAccessExpression(node)) return placeholderName(node.argumentExpression);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) return placeholderName(callee.expression);
    const first = node.arguments[0];
    return first ? placeholderName(first) : 'value';
  }
  if (ts.isPropertyAccessExpression(node)) return camel(node.name.text);
  if (ts.isParenthesizedExpression(node)) return placeholderName(node.expression);
  return 'value';
}

/** The text so far with a template span added: `{name}`, or, for `${n === 1 ? '' : 's'}` after "{n} minute", a plural. */
export function withSpan(text: string, expression: ts.Expression): string {
  if (
    ts.isConditionalExpression(expression) &&
    ts.isStringLiteral(expression.whenTrue) &&
    ts.isStringLiteral(expression.whenFalse) &&
    ts.isBinaryExpression(expression.condition)
  ) {
    const counted = placeholderName(expression.condition.left);
    const before = new RegExp(`\\{${counted}\\} (\\S+)$`).exec(text);
    if (before?.[1]) {
      const word = before[1];
      return `${text.slice(0, before.index)}{${counted}, plural, one {# ${word}${expression.whenTrue.text}} other {# ${word}${expression.whenFalse.text}}}`;
    }
    // `${n} ${n === 1 ? 'try' : 'tries'}`: the whole word in its two forms.
    const whole = new RegExp(`\\{${counted}\\} $`).exec(text);
    if (whole)
      return `${text.slice(0, whole.index)}{${counted}, plural, one {# ${expression.whenTrue.text}} other {# ${expression.whenFalse.text}}}`;
  }
  return `${text}{${placeholderName(expression)}}`;
}

/** A value of a messages object (`CHAT_MESSAGES`, `LISTING_ERRORS`) is a refusal even without a full stop ("Listing not found"). */
const isMessage = (text: string) => text.includes(' ');

const objectOf = (node: ts.Expression | undefined): boolean =>
  !!node &&
  (ts.isObjectLiteralExpression(node) || ((ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) && objectOf(node.expression)));

/** A messages object: a constant object whose name ends in MESSAGES or ERRORS. */
const isMessages = (node: ts.Node) =>
  ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /(MESSAGES|ERRORS)$/.test(node.name.text) && objectOf(node.initializer);

/** `coded('code', sentence, params)`: a sentence made with its code (ADR 092, `src/coded.ts`). */
export const isCodedCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'coded';

/** A sentence the source writes; `code` and `params` (the names it gives) when it is made with `coded`, null otherwise. */
export type SourceSentence = { sentence: string; code: string | null; params: string[] | null; placeholders: string[] };

/** The `{name}` placeholders of a template, plurals' counts included, each once. */
const placeholdersOf = (template: string) => [...new Set([...template.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1] ?? ''))];

/** The names a `coded` call's params object gives (shorthand or not); null without one, or one that is not a literal. */
function paramNames(node: ts.Expression | undefined): string[] | null {
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  return node.properties.flatMap((property) =>
    (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && ts.isIdentifier(property.name)
      ? [property.name.text]
      : [],
  );
}

/** The sentences a source writes, each with the code it is made with; with `messagesOnly`, only the values of its messages objects. */
export function sourceSentences(source: string, file = 'source.ts', messagesOnly = false): SourceSentence[] {
  const found: SourceSentence[] = [];
  const visit = (node: ts.Node, inMessages: boolean, call: ts.CallExpression | null) => {
    const accepts = (text: string) => (isSentence(text) && !messagesOnly) || (inMessages && isMessage(text));
    const take = (sentence: string) => {
      const code = call?.arguments[0];
      found.push({
        sentence,
        code: code && ts.isStringLiteral(code) ? code.text : null,
        params: call ? paramNames(call.arguments[2]) : null,
        placeholders: placeholdersOf(sentence),
      });
    };
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // Braces of its own ("x must be { a, b }.") would read as a placeholder: such a text is for programs.
      if (accepts(node.text) && !node.text.includes('{')) take(node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) text = withSpan(text, span.expression) + span.literal.text;
      if (accepts(text)) take(text);
      return;
    }
    // A coded call's sentence is its second argument; its code and params are not sentences.
    if (isCodedCall(node)) {
      const sentence = node.arguments[1];
      if (sentence) visit(sentence, inMessages, node);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inMessages || isMessages(node), null));
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true), false, null);
  return found;
}

/** The sentences a source writes; with `messagesOnly`, only the values of its messages objects. */
export function sentencesIn(source: string, file = 'source.ts', messagesOnly = false): string[] {
  return sourceSentences(source, file, messagesOnly).map(({ sentence }) => sentence);
}
