// Every root command starts here: the project runs on Node 24 LTS, which its own install brings on
// Linux (the `node-linux-*` optional dependencies put `node` in node_modules/.bin, first on the
// PATH of every pnpm script). Elsewhere, or with optional dependencies skipped, the machine's Node
// runs the scripts: below 24, stop at once and say what to do (decision 0027).
var required = 24;
var major = Number(process.versions.node.split('.')[0]);
if (major < required) {
  console.error(
    'This project runs on Node ' + required + ' LTS; this command found Node ' + process.version + '.\n' +
      '- On Linux (x64 or arm64), `npx -y pnpm@12.21.0 install` brings Node 24 into node_modules/.bin:\n' +
      '  run the install again, without --no-optional, and then this command through pnpm.\n' +
      '- On macOS or Windows, install Node 24 LTS (https://nodejs.org, `nvm install 24`, `fnm use 24`)\n' +
      '  and run this command again.',
  );
  process.exit(1);
}
