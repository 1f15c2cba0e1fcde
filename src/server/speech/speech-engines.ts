import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { SpeechEngines } from '../../common/schemas/voice.js';

/** Debian's acoustic model and dictionary for pocketsphinx (package pocketsphinx-en-us). */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const SPEECH_INSTALL_HINT = 'apt-get install -y pocketsphinx pocketsphinx-en-us flite';

function onPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

function readable(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

export interface DetectedSpeech {
  engines: SpeechEngines;
  recogniser: string | null;
  synthesiser: string | null;
}

/**
 * Which speech programs this machine has, looked up once at start. None is an error: without them the assistant
 * takes typed commands and the screens say how to turn speech on.
 */
export function detectSpeechEngines(): DetectedSpeech {
  const recogniser = onPath('pocketsphinx_continuous');
  const hasModel = readable(join(POCKETSPHINX_MODEL_DIR, 'en-us', 'mdef'));
  const flite = onPath('flite');
  const espeak = flite ? null : onPath('espeak-ng');
  const recognition = recogniser && hasModel ? 'pocketsphinx' : 'none';
  const synthesis = flite ? 'flite' : espeak ? 'espeak-ng' : 'none';
  return {
    engines: { recognition, synthesis, installHint: recognition === 'none' || synthesis === 'none' ? SPEECH_INSTALL_HINT : null },
    recogniser: recognition === 'pocketsphinx' ? recogniser : null,
    synthesiser: flite ?? espeak,
  };
}
