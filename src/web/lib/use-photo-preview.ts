import { useState } from 'react';

/**
 * A chosen photo checked the way the server will, and a data-URL preview of it once it passes.
 * `choose` reports the file and its problem (or null) to `onChange`.
 */
export function usePhotoPreview(check: (file: File) => string | null, onChange: (photo: File, problem: string | null) => void) {
  const [preview, setPreview] = useState<string | null>(null);
  const choose = (file: File) => {
    const problem = check(file);
    onChange(file, problem);
    setPreview(null);
    if (problem) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return { preview, choose };
}
