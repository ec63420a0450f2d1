#!/usr/bin/env node
// Operator CLI: `stoa site create|list`, `stoa owner create`, `stoa products import`, `stoa export`.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../scripts/stoa-cli.ts');
process.exitCode = await main(process.argv.slice(2));
