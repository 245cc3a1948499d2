import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** Lints source text as if it were the given file, with the project's real ESLint config. */
function lint(asFile: string, source: string): string {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', asFile], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const out = result.stdout + result.stderr;
  // Without Nx's project graph the rule is silently skipped; that must never pass for a check.
  expect(out).not.toMatch(/No cached ProjectGraph/);
  return out;
}

jest.setTimeout(60_000);

describe('module boundaries (npm run lint)', () => {
  beforeAll(() => {
    // The boundary rule reads Nx's cached project graph; a fresh clone has none yet.
    spawnSync(process.execPath, [require.resolve('nx/bin/nx'), 'show', 'projects'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' } });
  });

  it('fails when an app imports another app', () => {
    // Apps are not packages anyone can resolve by name, so a reach into another app is a path.
    const out = lint('apps/gateway/src/probe.ts', "import { assessmentsService } from '../../assessments/src/service';\nexport const probe = assessmentsService;\n");
    expect(out).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('fails when the web app imports server code', () => {
    const out = lint('apps/web/src/probe.ts', "import { loadConfig } from '@bv/service-kit';\nexport const probe = loadConfig;\n");
    expect(out).toMatch(/platform:browser/);
  });

  it('fails when the pure domain lib imports anything else of the workspace', () => {
    const out = lint('libs/domain/src/probe.ts', "import { AppError } from '@bv/contracts';\nexport const probe = AppError;\n");
    expect(out).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('keeps the test support out of shipped code, and out of the server libs it serves', () => {
    expect(lint('libs/messaging/src/probe.ts', "import { waitFor } from '@bv/testing';\nexport const probe = waitFor;\n")).toMatch(/@nx\/enforce-module-boundaries/);
    expect(lint('libs/testing/src/probe.ts', "import { eventsExchange } from '@bv/messaging';\nexport const probe = eventsExchange;\n")).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('lets a library’s specs and their fixtures use the test support', () => {
    const source = "import { waitFor } from '@bv/testing';\nexport const probe = waitFor;\n";
    expect(lint('libs/messaging/src/probe.int-spec.ts', source)).not.toMatch(/enforce-module-boundaries/);
    expect(lint('libs/messaging/test/probe.ts', source)).not.toMatch(/enforce-module-boundaries/);
  });

  it('lets a service use the contracts, domain and util libs', () => {
    const out = lint(
      'apps/assessments/src/probe.ts',
      "import { AppError } from '@bv/contracts';\nimport { scoreTier } from '@bv/domain';\nimport { loadConfig } from '@bv/service-kit';\nexport const probe = [AppError, scoreTier, loadConfig];\n",
    );
    expect(out).not.toMatch(/enforce-module-boundaries/);
  });
});
