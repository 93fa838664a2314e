import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository the tests run from (never written by them). */
export const repoDir = fileURLToPath(new URL('../../..', import.meta.url));

/** The workspace's packages, which the copy links to its own copies of them. */
const workspacePackages = ['apps/site', 'packages/content', 'packages/ui', 'packages/whatsapp'];

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor e2e', '-c', 'user.email=editor-e2e@localhost', ...args], { cwd, encoding: 'utf8' });

/**
 * A temporary copy of the repository, as a Git repository of its own with one commit: the files
 * Git has (tracked, or new and not ignored) as they are in the working tree, and each package's
 * dependencies and build linked to the ones here (the workspace's own packages to their copies),
 * so that the editor's local backend writes, and the build reads, the copy alone.
 */
export function copyRepository(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-editor-e2e-'));
  const files = git(repoDir, 'ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(repoDir, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file));
  }
  symlinkSync(path.join(repoDir, 'node_modules'), path.join(dir, 'node_modules'));
  for (const pkg of workspacePackages) {
    linkDependencies(path.join(repoDir, pkg, 'node_modules'), path.join(dir, pkg, 'node_modules'), dir);
    // A package's build (ui's `dist/`, which the site's build configuration imports through Node,
    // not Vite): made by `turbo run build`, which the suite's turbo task depends on.
    if (existsSync(path.join(repoDir, pkg, 'dist'))) symlinkSync(path.join(repoDir, pkg, 'dist'), path.join(dir, pkg, 'dist'));
  }
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'O site antes do editor');
  return dir;
}

/** `from`'s entries linked in `to` (scopes entry by entry), `@repo/*` to the copy's packages. */
function linkDependencies(from: string, to: string, copy: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.vite' || name === '.cache') continue;
    const entry = path.join(from, name);
    if (name.startsWith('@') && lstatSync(entry).isDirectory() && !lstatSync(entry).isSymbolicLink()) {
      mkdirSync(path.join(to, name));
      for (const scoped of readdirSync(entry)) {
        const target = name === '@repo' ? path.join(copy, path.relative(repoDir, realpathSync(path.join(entry, scoped)))) : realpathSync(path.join(entry, scoped));
        symlinkSync(target, path.join(to, name, scoped));
      }
      continue;
    }
    symlinkSync(realpathSync(entry), path.join(to, name));
  }
}

/** What `git status` says of the copy, one line per file. */
export const gitStatus = (dir: string) => git(dir, 'status', '--porcelain', '--untracked-files=all').trimEnd().split('\n').filter(Boolean);

export const removeCopy = (dir: string) => rmSync(dir, { recursive: true, force: true });
