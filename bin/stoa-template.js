#!/usr/bin/env node
// Theme developers' CLI for the JSON-T engine: `stoa-template render|check ...`.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../scripts/stoa-template-cli.ts');
process.exitCode = await main(process.argv.slice(2));
