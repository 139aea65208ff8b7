import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { isCodedCall, withSpan } from '@dwa/shared/test/problem-reader';

// The reader behind problem-codes.test.ts (ADR 080): every place the API's source builds a 4xx answer
// (an AppError subclass, a ValidationError's issues, `problemBody`, a rate limiter's message), and the sentence it answers
// with, followed from the throw site through constants, messages objects (the API's and the shared
// package's), message functions and a local helper's parameter, as the shared reader writes it
// (`{name}` for a value, a plural for a count). What it cannot follow (a value from a caller in
// another file, a parser's message) it reports as passed on, with the expression.

const API_SRC = resolve(import.meta.dirname, '../src');
const SHARED_SRC = resolve(API_SRC, '../../../packages/shared/src');

/** Where a problem is built: the constructor, and the argument that holds its sentence. */
const SENTENCE_ARGUMENT: Record<string, number> = {
  AppError: 1,
  BadRequestError: 0,
  UnauthorizedError: 0,
  ForbiddenError: 0,
  NotFoundError: 0,
  GoneError: 0,
  ConflictError: 0,
  TooManyRequestsError: 0,
  ServiceUnavailableError: 0,
};

export type Found = { where: string; sentences: string[] };
export type PassedOn = { where: string; expression: string };
export type Explicit = { where: string; code: string; detail: string };
export type ProblemSites = { found: Found[]; passedOn: PassedOn[]; explicit: Explicit[] };

const sources = new Map<string, ts.SourceFile>();
function sourceOf(path: string): ts.SourceFile {
  let source = sources.get(path);
  if (!source) {
    source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    sources.set(path, source);
  }
  return source;
}

/** The file an import names: the shared package's, or one of the API's own. */
function moduleFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@dwa/shared/')
    ? join(SHARED_SRC, specifier.slice('@dwa/shared/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path)) ?? null;
}

/** The declaration a name has at the top of a file: a constant's value, a function, or where it is imported from. */
function declared(file: string, name: string, depth = 0): { file: string; node: ts.Node } | null {
  if (depth > 8) return null;
  for (const statement of sourceOf(file).statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return { file, node: declaration.initializer };
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === name) {
      return { file, node: statement };
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((binding) => binding.name.text === name);
      const target = element && moduleFile(file, statement.moduleSpecifier.text);
      if (element && target) return declared(target, (element.propertyName ?? element.name).text, depth + 1);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const element = statement.exportClause.elements.find((binding) => binding.name.text === name);
      const target = element && moduleFile(file, statement.moduleSpecifier.text);
      if (element && target) return declared(target, (element.propertyName ?? element.name).text, depth + 1);
    }
  }
  return null;
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isNonNullExpression(node) ||
  ts.isAwaitExpression(node)
    ? unwrap(node.expression)
    : node;

/** The function a local helper is: `const partyOnly = (role, message) => …` or `function partyOnly(…)`. */
function helperName(fn: ts.SignatureDeclaration): string | null {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text ?? null;
  const parent = fn.parent;
  return parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : null;
}

class Reader {
  passedOn = false;

  constructor(private readonly depth = 0) {}

  /** The sentences an expression can be, each as a template; `passedOn` when part of it cannot be followed. */
  read(node: ts.Node, file: string): string[] {
    if (this.depth > 12) return this.lost();
    const inner = ts.isExpression(node) ? unwrap(node) : node;
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return [inner.text];
    if (inner.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined')) return [];
    if (ts.isTemplateExpression(inner)) return [this.template(inner, file)];
    if (ts.isConditionalExpression(inner)) return [...this.read(inner.whenTrue, file), ...this.read(inner.whenFalse, file)];
    if (
      ts.isBinaryExpression(inner) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(inner.operatorToken.kind)
    ) {
      return [...this.read(inner.left, file), ...this.read(inner.right, file)];
    }
    if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner) || ts.isFunctionDeclaration(inner) || ts.isMethodDeclaration(inner))
      return this.body(inner, file);
    // A shared sentence made with its code (ADR 092): the sentence is the second argument.
    if (isCodedCall(inner) && inner.arguments[1]) return this.read(inner.arguments[1], file);
    if (ts.isCallExpression(inner)) return this.read(inner.expression, file);
    if (ts.isIdentifier(inner)) return this.name(inner, file);
    if (ts.isPropertyAccessExpression(inner)) return this.member(inner.expression, inner.name.text, file);
    if (ts.isElementAccessExpression(inner)) return this.member(inner.expression, null, file);
    return this.lost();
  }

  private lost(): string[] {
    this.passedOn = true;
    return [];
  }

  private template(node: ts.TemplateExpression, file: string): string {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      // A constant sentence inside another reads as its words ("Unknown tab. Tabs: …"); a value as a placeholder.
      const probe = new Reader(this.depth + 1);
      const constant = ts.isPropertyAccessExpression(span.expression) ? probe.read(span.expression, file) : [];
      text =
        (constant.length === 1 && !probe.passedOn && !constant[0]?.includes('{') ? text + constant[0] : withSpan(text, span.expression)) +
        span.literal.text;
    }
    return text;
  }

  private body(fn: ts.SignatureDeclaration & { body?: ts.ConciseBody }, file: string): string[] {
    if (!fn.body) return this.lost();
    if (!ts.isBlock(fn.body)) return this.read(fn.body, file);
    const returns: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) returns.push(node.expression);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return returns.length ? returns.flatMap((expression) => this.read(expression, file)) : this.lost();
  }

  private name(node: ts.Identifier, file: string): string[] {
    const symbolic = this.local(node);
    if (symbolic) return symbolic;
    const found = declared(file, node.text);
    return found ? new Reader(this.depth + 1).into(this, found.node, found.file) : this.lost();
  }

  /** A name declared inside a function: a constant there, or a parameter whose callers in this file pass the sentence. */
  private local(node: ts.Identifier): string[] | null {
    const file = node.getSourceFile().fileName;
    for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
      if (ts.isBlock(scope)) {
        for (const statement of scope.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          const declaration = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === node.text);
          if (declaration?.initializer) return this.read(declaration.initializer, file);
        }
      }
      if (ts.isFunctionLike(scope)) {
        const index = scope.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === node.text);
        if (index < 0) continue;
        const helper = helperName(scope);
        const calls: ts.Expression[] = [];
        const visit = (child: ts.Node) => {
          if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === helper && child.arguments[index])
            calls.push(child.arguments[index]);
          ts.forEachChild(child, visit);
        };
        if (helper) visit(node.getSourceFile());
        return calls.length ? calls.flatMap((call) => this.read(call, file)) : this.lost();
      }
    }
    return null;
  }

  /** `OBJECT.key` (key null: every value) of a messages object, followed through names and imports. */
  private member(object: ts.Expression, key: string | null, file: string): string[] {
    const target = unwrap(object);
    let value: { file: string; node: ts.Node } | null = null;
    if (ts.isIdentifier(target)) value = declared(file, target.text);
    if (!value) return this.lost();
    let node = value.node;
    while (ts.isExpression(node) && ts.isIdentifier(unwrap(node))) {
      const next = declared(value.file, (unwrap(node) as ts.Identifier).text);
      if (!next) return this.lost();
      value = next;
      node = next.node;
    }
    const literal = ts.isExpression(node) ? unwrap(node) : node;
    if (!ts.isObjectLiteralExpression(literal)) return this.lost();
    const reader = new Reader(this.depth + 1);
    const texts = literal.properties.flatMap((property) => {
      const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
      if (key !== null && name !== key) return [];
      if (ts.isPropertyAssignment(property)) return reader.read(property.initializer, value.file);
      if (ts.isMethodDeclaration(property)) return reader.read(property, value.file);
      if (ts.isShorthandPropertyAssignment(property)) return reader.read(property.name, value.file);
      return [];
    });
    if (reader.passedOn || !texts.length) this.passedOn = true;
    return texts;
  }

  private into(parent: Reader, node: ts.Node, file: string): string[] {
    const texts = this.read(node, file);
    if (this.passedOn) parent.passedOn = true;
    return texts;
  }
}

/** The default sentence of an error class that is built with none (`new ForbiddenError()`). */
function defaultSentence(className: string): string[] {
  const found = declared(join(API_SRC, 'lib/errors.ts'), className);
  if (!found || !ts.isClassDeclaration(found.node)) return [];
  const constructor = found.node.members.find(ts.isConstructorDeclaration);
  const initializer = constructor?.parameters[0]?.initializer;
  return initializer && ts.isStringLiteral(initializer) ? [initializer.text] : [];
}

function apiFiles(dir = API_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every place the API's source builds a 4xx problem, with the sentences it can answer. */
export function problemSites(): ProblemSites {
  const sites: ProblemSites = { found: [], passedOn: [], explicit: [] };
  for (const file of apiFiles()) {
    const source = sourceOf(file);
    const where = (node: ts.Node) => `${relative(API_SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const take = (node: ts.Expression) => {
      const reader = new Reader();
      const sentences = reader.read(node, file);
      if (sentences.length) sites.found.push({ where: where(node), sentences });
      if (reader.passedOn) sites.passedOn.push({ where: where(node), expression: node.getText() });
    };
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const index = SENTENCE_ARGUMENT[name];
        const argument = index === undefined ? undefined : node.arguments?.[index];
        if (argument) take(argument);
        else if (index !== undefined) sites.found.push({ where: where(node), sentences: defaultSentence(name) });
        if (name === 'ValidationError' && node.arguments?.[0]) {
          ts.forEachChild(node.arguments[0], function issues(child) {
            if (ts.isPropertyAssignment(child) && ts.isIdentifier(child.name) && child.name.text === 'msg') take(child.initializer);
            ts.forEachChild(child, issues);
          });
        }
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText();
        if (callee === 'ValidationError.single' && node.arguments[1]) take(node.arguments[1]);
        // A rate limit's 429 (lib/rate-limit.ts): the message function given to `limiter.consume` or `.check`.
        if (/limiter\.(consume|check)$/i.test(callee) && node.arguments[2]) take(node.arguments[2]);
        if (callee === 'problemBody' && node.arguments[1]) {
          const problem = node.arguments[2] && unwrap(node.arguments[2]);
          if (!problem) take(node.arguments[1]);
          else if (ts.isObjectLiteralExpression(problem)) explicitIn(problem, node.arguments[1]);
        }
      }
      // A table of answers with their codes (the error handler's client errors): `{ detail, code }`.
      if (ts.isObjectLiteralExpression(node)) explicitIn(node, null);
      ts.forEachChild(node, visit);
    };
    const explicitIn = (object: ts.ObjectLiteralExpression, detail: ts.Expression | null) => {
      const member = (name: string) =>
        object.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        )?.initializer;
      const code = member('code');
      const text = detail ?? member('detail');
      if (code && text && ts.isStringLiteral(code) && ts.isStringLiteral(unwrap(text)))
        sites.explicit.push({ where: where(object), code: code.text, detail: (unwrap(text) as ts.StringLiteral).text });
    };
    visit(source);
  }
  return sites;
}

/** Every file of the API's source, as text: what the table's entries must still be written in. */
export const apiSources = (): { file: string; text: string }[] =>
  apiFiles().map((file) => ({ file: relative(API_SRC, file), text: readFileSync(file, 'utf8') }));
