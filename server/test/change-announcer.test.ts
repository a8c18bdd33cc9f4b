import { createAnnouncer, type Change } from '../src/db/changes.js';
import { KEYS_PER_NOTICE_0010 } from '../src/db/migrations/0010-change-announcements.js';

/** An announcer whose sends wait until the test answers them, one by one. */
function announcerUnderTest() {
  const sent: Change[][] = [];
  const answers: Array<(failure?: Error) => void> = [];
  const errors: Error[] = [];
  const announce = createAnnouncer(
    (changes) => {
      sent.push(changes);
      return new Promise<void>((resolve, reject) =>
        answers.push((failure) => (failure ? reject(failure) : resolve())),
      );
    },
    (error) => errors.push(error),
  );
  // The announcer goes on from a settled send after the promise's own callbacks.
  const answer = async (failure?: Error) => {
    answers.shift()?.(failure);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { announce, sent, answer, errors };
}

describe('the change announcer (one NOTIFY at a time)', () => {
  it('sends a change at once, and the changes committed meanwhile together in the next, by resource', async () => {
    const { announce, sent, answer } = announcerUnderTest();
    announce([{ resource: 'sales', keys: ['a'] }]);
    expect(sent).toEqual([[{ resource: 'sales', keys: ['a'] }]]);
    announce([{ resource: 'sales', keys: ['b'] }]);
    announce([
      { resource: 'sales', keys: ['c', 'b'] },
      { resource: 'stock', keys: null },
    ]);
    announce([{ resource: 'stock', keys: ['x'] }]);
    expect(sent).toHaveLength(1);
    await answer();
    expect(sent).toEqual([
      [{ resource: 'sales', keys: ['a'] }],
      [
        { resource: 'sales', keys: ['b', 'c'] },
        { resource: 'stock', keys: null },
      ],
    ]);
    await answer();
    // Nothing waiting: the next change goes out at once again.
    announce([{ resource: 'vendors', keys: ['v'] }]);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual([{ resource: 'vendors', keys: ['v'] }]);
  });

  it('reports a failed send and still sends what waited for it', async () => {
    const { announce, sent, answer, errors } = announcerUnderTest();
    announce([{ resource: 'sales', keys: ['a'] }]);
    announce([{ resource: 'sales', keys: ['b'] }]);
    const lost = new Error('connection lost');
    await answer(lost);
    expect(errors).toEqual([lost]);
    expect(sent).toEqual([[{ resource: 'sales', keys: ['a'] }], [{ resource: 'sales', keys: ['b'] }]]);
  });

  it('names no keys of a resource once the waiting ones are more than a notice lists', async () => {
    const { announce, sent, answer } = announcerUnderTest();
    announce([{ resource: 'sales', keys: ['first'] }]);
    for (let index = 0; index <= KEYS_PER_NOTICE_0010; index += 1) {
      announce([{ resource: 'sales', keys: [`key-${index}`] }]);
    }
    await answer();
    expect(sent[1]).toEqual([{ resource: 'sales', keys: null }]);
  });
});
