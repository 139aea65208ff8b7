import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

// Commit subjects of at most 72 characters, detail in the body (issue 30). Checked in `npm run lint`
// for every commit since the rule began (SINCE); older history stays as it landed. Outside a git
// checkout, or in a clone too shallow to hold SINCE, there is nothing to check.

export const SUBJECT_MAX = 72;
/** The last commit that landed before the rule. */
export const SINCE = 'a082bc0c1588b5308e18a6f7d0d79ac72499e465';

/** The commits whose subject is too long, from `git log --format=%h%x09%s` lines. */
export function longSubjects(logLines: string[], max = SUBJECT_MAX): string[] {
  return logLines.filter((line) => {
    const subject = line.slice(line.indexOf('\t') + 1);
    return line.includes('\t') && [...subject].length > max;
  });
}

function gitLog(): string[] | null {
  try {
    execFileSync('git', ['cat-file', '-e', `${SINCE}^{commit}`], { stdio: 'ignore' });
    return execFileSync('git', ['log', '--format=%h%x09%s', `${SINCE}..HEAD`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return null;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = gitLog();
  const long = lines ? longSubjects(lines) : [];
  if (long.length > 0) {
    console.error(
      `Commit subjects over ${SUBJECT_MAX} characters (shorten them; detail goes in the body):\n${long.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    lines
      ? `Commit subjects: ${lines.length} since ${SINCE}, none over ${SUBJECT_MAX} characters.`
      : 'Commit subjects: no history to check here.',
  );
}
