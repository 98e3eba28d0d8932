/** The first line of a stream received in chunks (a CSV's header), kept while the rest is only counted. */
export class FirstLine {
  private parts: Buffer[] = [];
  private done = false;

  add(chunk: Buffer): void {
    if (this.done) return;
    const end = chunk.indexOf(10);
    this.parts.push(end === -1 ? chunk : chunk.subarray(0, end));
    this.done = end !== -1;
  }

  text(): string {
    return Buffer.concat(this.parts).toString('utf8').replace(/\r$/, '');
  }
}
