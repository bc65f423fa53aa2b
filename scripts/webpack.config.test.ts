import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

/** The dev server's port as webpack.config.js sets it for `npm start`, with the given PORT. */
const devServerPort = (port?: string) => {
  const env: NodeJS.ProcessEnv = { ...process.env, WEBPACK_SERVE: 'true' };
  delete env.PORT;
  if (port !== undefined) env.PORT = port;
  const script =
    "require('./webpack.config.js')({}, { mode: 'development' }).then((config) => console.log(config.devServer.port))";
  return Number(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, env }).toString().trim());
};

describe('npm start (webpack.config.js)', () => {
  it('serves on PORT when it is set, else on 3000', () => {
    expect(devServerPort('4321')).toBe(4321);
    expect(devServerPort()).toBe(3000);
  });
});
