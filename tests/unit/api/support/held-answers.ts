/**
 * What a fake service slower than the time-out keeps: the answers it holds until the test releases them, and
 * the calls under way, with the most at once (so a test can prove the caller never runs too many).
 */
export class HeldAnswers {
  private held: (() => void)[] = [];
  private inFlight = 0;
  maxInFlight = 0;

  started(): void {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
  }

  ended(): void {
    this.inFlight -= 1;
  }

  hold(answer: () => void): void {
    this.held.push(answer);
  }

  release(): void {
    const answers = this.held;
    this.held = [];
    for (const answer of answers) answer();
  }
}
