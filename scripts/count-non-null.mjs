#!/usr/bin/env node
// Counts the non-null assertions (`x!`) in the TypeScript under a folder, by parsing (not by regex),
// per file and in all: issue 25 item 5 measures a ruleset's by this.
//
//   node scripts/count-non-null.mjs src/rulesets/sword-and-spear
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.argv[2];
if (!root) throw new Error('usage: node scripts/count-non-null.mjs FOLDER');
const per = {};
const count = (p) => {
  const sf = ts.createSourceFile(p, fs.readFileSync(p, 'utf8'), ts.ScriptTarget.Latest, true);
  let n = 0;
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.NonNullExpression) n++;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  per[p] = n;
};
const walk = (d) => {
  for (const f of fs.readdirSync(d)) {
    const p = path.join(d, f);
    if (fs.statSync(p).isDirectory()) walk(p);
    else if (/\.tsx?$/.test(p)) count(p);
  }
};
walk(root);
const files = Object.entries(per).sort((a, b) => b[1] - a[1]);
for (const [file, n] of files) if (n) console.log(n, file);
const tests = files.filter(([f]) => f.endsWith('.test.ts')).reduce((t, [, n]) => t + n, 0);
const total = files.reduce((t, [, n]) => t + n, 0);
console.log(`total ${total} (${total - tests} outside tests, ${tests} in tests)`);
