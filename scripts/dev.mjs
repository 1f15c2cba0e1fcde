// `npm run dev`: the API server with reload (tsx watch, port 5000) and Vite with hot reload (port 5173, proxying /api).
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
console.log('Amity dev: open http://localhost:5173 (API on http://localhost:5000)');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
