#!/usr/bin/env node
/**
 * Part of `npm run lint`: checks every GitHub Actions workflow in .github/workflows/ against GitHub's
 * workflow schema (@action-validator/core, offline), listing each mistake with its file and place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import actionValidator from '@action-validator/core';

const dir = fileURLToPath(new URL('../.github/workflows/', import.meta.url));
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
let mistakes = 0;
for (const name of files) {
  const { errors } = actionValidator.validateWorkflow(readFileSync(join(dir, name), 'utf8'));
  for (const error of errors) {
    mistakes++;
    const where = 'path' in error ? error.path : error.location ? `line ${error.location.line}` : '';
    console.error(`.github/workflows/${name}${where ? ` (${where})` : ''}: ${error.title}${error.detail ? `: ${error.detail}` : ''}`);
  }
}
if (mistakes > 0) process.exit(1);
console.log(`${files.length} workflow(s) in .github/workflows/ are valid.`);
