#!/usr/bin/env -S node --import tsx
/** Writes imports.md again from imports.json (after a change to the report's layout, without measuring again). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markdown, readStages, type ImportReport } from './import-bench.js';

const dir = fileURLToPath(new URL('../results/', import.meta.url));
writeFileSync(`${dir}imports.md`, markdown(JSON.parse(readFileSync(`${dir}imports.json`, 'utf8')) as ImportReport, readStages(dir)));
