import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The project's own eslint rules bite: each planted snippet is linted as if it lived at its path,
// and must be reported under its rule (and the allowed form must not be).

const ROOT = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('eslint rules of the API', () => {
  const route = 'apps/api/src/modules/zz-planted/zz-planted.routes.ts';
  const head = "import type { FastifyRequest } from 'fastify';\nimport { requireUser } from '../../plugins/auth';\n";

  it('forbids request.user! in route handlers', async () => {
    expect(await ruleIds(`${head}export const id = (request: FastifyRequest) => request.user!.id;\n`, route)).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds(`${head}export const id = (req: FastifyRequest) => req.user!;\n`, route)).toContain('no-restricted-syntax');
  });

  it("allows requireUser(request), the optional request.user and other objects' user", async () => {
    const code = `${head}export const id = (request: FastifyRequest) => requireUser(request).id;\nexport const maybe = (request: FastifyRequest) => request.user?.id ?? null;\nexport const client = (c: { user: { id: number } | null }) => c.user!.id;\n`;
    expect(await ruleIds(code, route)).toEqual([]);
  });
});
