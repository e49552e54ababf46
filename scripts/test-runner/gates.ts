/**
 * The gates that run before any test: the type check and ESLint (the import borders and the cycle
 * rule among its rules). They fail in about a minute where the tests take ten, so a change that
 * breaks either stops `npm test` there. Both read the route types React Router generates, so
 * typegen runs first; then tsc and ESLint run side by side, each with its output held and printed
 * whole when it ends, so the two never interleave.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Tally } from './results.ts';

interface Gate {
  leg: string;
  script: string;
  args: string[];
}

interface Outcome {
  code: number | null;
  output: string;
}

const running = new Set<ChildProcess>();

/** Passes a signal on to the gates still running (npm test was interrupted). */
export function signalGates(signal: NodeJS.Signals): boolean {
  for (const child of running) child.kill(signal);
  return running.size > 0;
}

function runCaptured(root: string, gate: Gate): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, gate.script), ...gate.args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.on('exit', () => running.delete(child));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (err) =>
      resolve({ code: null, output: `Could not start ${gate.script}: ${err.message}` }),
    );
    child.on('close', (code) => resolve({ code, output }));
  });
}

function tallyOf(gate: Gate, outcome: Outcome): Tally {
  const ok = outcome.code === 0;
  return {
    leg: gate.leg,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    failures: ok
      ? []
      : [`${gate.leg}: \`node ${gate.script} ${gate.args.join(' ')}\` exited with ${outcome.code}`],
  };
}

function report(gate: Gate, outcome: Outcome): void {
  const status = outcome.code === 0 ? 'passed' : 'FAILED';
  console.log(`\n$ node ${gate.script} ${gate.args.join(' ')}  (${status})`);
  // The type check prints nothing when clean; ESLint prints its warnings, which are worth seeing.
  const text = outcome.output.trim();
  if (text) console.log(text);
}

/** Runs typegen, then the type check and ESLint in parallel; one tally per gate. */
export async function runGates(root: string): Promise<Tally[]> {
  const typegen: Gate = {
    leg: 'Type check',
    script: 'node_modules/@react-router/dev/bin.js',
    args: ['typegen'],
  };
  const generated = await runCaptured(root, typegen);
  if (generated.code !== 0) {
    report(typegen, generated);
    return [tallyOf(typegen, generated)];
  }
  const gates: Gate[] = [
    {
      leg: 'Type check',
      script: 'node_modules/typescript/bin/tsc',
      args: ['--noEmit', '-p', 'tsconfig.json'],
    },
    { leg: 'Lint', script: 'node_modules/eslint/bin/eslint.js', args: ['.'] },
  ];
  const outcomes = await Promise.all(gates.map((gate) => runCaptured(root, gate)));
  return gates.map((gate, i) => {
    const outcome = outcomes[i] ?? { code: null, output: 'not run' };
    report(gate, outcome);
    return tallyOf(gate, outcome);
  });
}
