/** Typed look-ups of the elements login.html declares. */
export function byId<T extends HTMLElement>(id: string, type: abstract new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`login.html: #${id} is missing or not a ${type.name}`);
  return element;
}

export function input(id: string): HTMLInputElement {
  return byId(id, HTMLInputElement);
}

/** The card's heading and the line under it. */
export function setHeading(title: string, intro: string): void {
  byId('page-title', HTMLElement).textContent = title;
  byId('page-intro', HTMLElement).textContent = intro;
}
