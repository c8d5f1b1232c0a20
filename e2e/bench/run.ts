// npm run bench: every benchmark, figures printed as medians and peak memory.
// Needs a built renderer (npm run build) and Chromium for the frame benchmark.
import { existsSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { engineBench } from './engine.bench';
import { resumeBench } from './resume.bench';
import { physicsBench } from './physics.bench';
import { frameBench } from './frame.bench';
import { tiny18cBench } from './tiny18c.bench';
import { cupsFrameBench, cupsPhysicsBench } from './cups.bench';
import { ironcladsRulesBench } from './ironclads.bench';
import { ironcladsFrameBench } from './ironclads-frame.bench';
import { tippecanoeFrameBench } from './tippecanoe-frame.bench';
import { jumonvilleBench } from './jumonville.bench';
import { savesBench, savesBoundsBench } from './saves.bench';
import { rulesFuzzBench, soakBench } from './robustness.bench';
import { geometryBench } from './geometry.bench';
import { printBench } from './print.bench';
import { launchBench } from './launch.bench';
import { decisionsBench } from './decisions.bench';
import { thinkingFramesBench } from './thinking-frames.bench';
import { idleBench } from './idle.bench';
import { netLoadBench } from './net-load.bench';
import { memoryBench } from './memory.bench';

async function main(): Promise<void> {
  console.log(`# Muster benchmarks, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`);
  const only = process.argv[2];
  if (only === 'frames') {
    await frameBench();
    await frameBench(2);
    return;
  }
  if (only === 'net') {
    await netLoadBench();
    return;
  }
  if (only === 'tiny18c') {
    await tiny18cBench();
    return;
  }
  if (only === 'cups') {
    cupsPhysicsBench();
    await cupsFrameBench();
    return;
  }
  if (only === 'saves') {
    await savesBoundsBench();
    await savesBench();
    return;
  }
  if (only === 'ironclads') {
    ironcladsRulesBench();
    await ironcladsFrameBench();
    return;
  }
  if (only === 'tippecanoe') {
    await tippecanoeFrameBench();
    return;
  }
  if (only === 'jumonville') {
    jumonvilleBench();
    return;
  }
  if (only === 'resume') {
    await resumeBench();
    return;
  }
  if (only === 'geometry') {
    geometryBench();
    return;
  }
  if (only === 'decisions') {
    decisionsBench();
    return;
  }
  if (only === 'thinking-frames') {
    await thinkingFramesBench();
    return;
  }
  if (only === 'idle') {
    await idleBench();
    return;
  }
  if (only === 'memory') {
    await memoryBench();
    return;
  }
  if (only === 'launch') {
    await launchBench();
    return;
  }
  if (only === 'print') {
    await printBench();
    return;
  }
  if (only === 'rules') {
    rulesFuzzBench();
    soakBench();
    return;
  }
  engineBench();
  await resumeBench();
  physicsBench();
  cupsPhysicsBench();
  ironcladsRulesBench();
  rulesFuzzBench();
  soakBench();
  geometryBench();
  await tiny18cBench();
  decisionsBench();
  await savesBoundsBench();
  await savesBench();
  if (!existsSync(path.resolve(__dirname, '../../out/renderer/index.html'))) {
    console.log('\n(frame benchmark not run: build first with npm run build)');
    return;
  }
  await launchBench();
  await frameBench();
  await frameBench(2);
  await cupsFrameBench();
  await ironcladsFrameBench();
  await tippecanoeFrameBench();
  await thinkingFramesBench();
  await idleBench();
  await memoryBench();
  await printBench();
  await netLoadBench();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
