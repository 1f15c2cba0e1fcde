import '@/shell/theme-init';
import '@/styles.css';
import { startApp } from '@/shell/start-app';

// The entry chunk holds only this file; the app starts from the framework chunk with the rest of the first load.
void startApp();
