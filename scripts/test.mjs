// The README's test command (`npm test`): types and lint side by side (each is one
// process on one core, and CI has two), then the unit and database tests, then the
// browser tests; stops at the first step that fails, and prints each step's time.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

/** Runs `npm run <script>`; `buffered` keeps its output until it ends, so two running at once do not interleave. */
function runScript(script, { buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      times.push([script, seconds]);
      if (buffered) process.stdout.write(`\n=== npm run ${script} (${seconds.toFixed(1)} s) ===\n${Buffer.concat(chunks).toString('utf8')}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function report() {
  console.log('\nnpm test, time per step:');
  for (const [script, seconds] of times) console.log(`${seconds.toFixed(0).padStart(6)} s  ${script}`);
}

const steps = [
  () => Promise.all([runScript('check', { buffered: true }), runScript('lint', { buffered: true })]).then((codes) => codes.find((c) => c !== 0) ?? 0),
  () => runScript('test:unit'),
  () => runScript('test:e2e'),
];
for (const step of steps) {
  const code = await step();
  if (code !== 0) {
    report();
    process.exit(code);
  }
}
report();
