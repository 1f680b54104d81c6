/**
 * `npm run dev`: the API (`node --watch server/main.ts`, PORT 8080) and Vite (port 5173, proxying /api and /dev
 * to the API) side by side, each line prefixed with its name. Ctrl-C (or either one ending) stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '8080';

interface Task {
  name: string;
  colour: number;
  args: string[];
  env?: Record<string, string>;
}

const tasks: Task[] = [
  { name: 'api', colour: 36, args: ['--watch', 'server/main.ts'], env: { PORT: apiPort } },
  {
    name: 'web',
    colour: 35,
    args: [path.join(root, 'node_modules/vite/bin/vite.js')],
    env: { API_URL: `http://localhost:${apiPort}` },
  },
];

const children: ChildProcess[] = [];
let stopping = false;

function prefixLines(stream: NodeJS.ReadableStream, prefix: string, out: NodeJS.WriteStream): void {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function start(task: Task): ChildProcess {
  const child = spawn(process.execPath, task.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '1', ...task.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\u001b[${task.colour}m[${task.name}]\u001b[0m`;
  if (child.stdout) prefixLines(child.stdout, prefix, process.stdout);
  if (child.stderr) prefixLines(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix} gestopt (${signal ?? `afsluitcode ${code}`})\n`);
    stopAll(code ?? 0);
  });
  return child;
}

function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once('exit', () => resolve());
        }),
    ),
  ).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const task of tasks) children.push(start(task));
