import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../engine/rng';
import { bring, deal, draw, flip, move, peek, put, shuffle, take, zone, type Zones } from '.';

const zones = (): Zones => ({ deck: zone('down', null, ['a', 'b', 'c', 'd']), hand: zone('owner', 0), pile: zone('up', null, ['x', 'y']) });

describe('card operations', () => {
  it('shuffles with the game generator, as Rng.shuffle does, and gives back its next state', () => {
    const rng = seedRng(3);
    const r = shuffle(zones(), 'deck', rng);
    if (!r.ok) throw new Error(r.message);
    const same = new Rng(rng);
    expect(r.zones['deck']?.cards).toEqual(same.shuffle(['a', 'b', 'c', 'd']));
    expect(r.rng).toEqual(same.state());
  });

  it('draws from the top and deals round the seats from the top', () => {
    const d = draw(zones(), 'deck', 'hand', 2);
    if (!d.ok) throw new Error(d.message);
    expect(d.drawn).toEqual(['d', 'c']);
    expect(d.zones['hand']?.cards).toEqual(['d', 'c']);
    const z = { ...zones(), other: zone('owner', 1) };
    const dealt = deal(z, 'deck', ['hand', 'other'], 2);
    if (!dealt.ok) throw new Error(dealt.message);
    expect(dealt.zones['hand']?.cards).toEqual(['d', 'b']);
    expect(dealt.zones['other']?.cards).toEqual(['c', 'a']);
  });

  it('refuses in words a draw or deal the deck cannot give, and a pile that is not there', () => {
    expect(draw({ deck: zone('down'), hand: zone('owner', 0) }, 'deck', 'hand')).toEqual({ ok: false, message: 'The deck is empty.' });
    expect(draw(zones(), 'deck', 'hand', 5)).toEqual({ ok: false, message: 'The deck has 4 cards; drawing needs 5.' });
    expect(deal(zones(), 'deck', ['hand', 'pile'], 3)).toEqual({ ok: false, message: 'The deck has 4 cards; dealing needs 6.' });
    expect(draw(zones(), 'deck', 'nowhere')).toEqual({ ok: false, message: 'There is no such pile of cards.' });
    expect(move(zones(), 'x', 'deck', 'hand')).toEqual({ ok: false, message: 'That card is not there.' });
    expect(move(zones(), 'a', 'deck', 'hand', 3)).toEqual({ ok: false, message: 'There is no such place in that pile.' });
  });

  it('reshuffles the discard into an empty deck only when it must', () => {
    const z: Zones = { deck: zone('down', null, ['a']), discard: zone('up', null, ['p', 'q', 'r']), hand: zone('owner', 0) };
    const rng = seedRng(9);
    const one = draw(z, 'deck', 'hand', 1, { zone: 'discard', rng });
    if (!one.ok) throw new Error(one.message);
    expect(one.rng).toEqual(rng);
    expect(one.zones['discard']?.cards).toEqual(['p', 'q', 'r']);
    const three = draw(z, 'deck', 'hand', 3, { zone: 'discard', rng });
    if (!three.ok) throw new Error(three.message);
    expect(three.drawn[0]).toBe('a');
    expect(three.zones['discard']?.cards).toEqual([]);
    expect(three.zones['deck']?.cards).toHaveLength(1);
    expect(three.rng).not.toEqual(rng);
  });

  it('moves a card to the top, the bottom or an index, and within its own pile', () => {
    const at = (place: 'top' | 'bottom' | number) => {
      const r = move(zones(), 'b', 'deck', 'pile', place);
      return r.ok ? r.zones['pile']?.cards : r.message;
    };
    expect(at('top')).toEqual(['x', 'y', 'b']);
    expect(at('bottom')).toEqual(['b', 'x', 'y']);
    expect(at(1)).toEqual(['x', 'b', 'y']);
    const within = move(zones(), 'a', 'deck', 'deck', 'top');
    expect(within.ok && within.zones['deck']?.cards).toEqual(['b', 'c', 'd', 'a']);
    const found = bring(zones(), 'y', 'hand');
    expect(found.ok && [found.zones['pile']?.cards, found.zones['hand']?.cards]).toEqual([['x'], ['y']]);
    expect(bring(zones(), 'nothing', 'hand')).toEqual({ ok: false, message: 'That card is not there.' });
  });

  it('turns a card over, and a card that moves lies as its new zone does', () => {
    const up = flip(zones(), 'deck', 'b', true);
    if (!up.ok) throw new Error(up.message);
    expect(up.zones['deck']?.turned).toEqual(['b']);
    const down = flip(up.zones, 'deck', 'b', false);
    expect(down.ok && down.zones['deck']).toEqual(zones()['deck']);
    const moved = move(up.zones, 'b', 'deck', 'hand');
    expect(moved.ok && moved.zones['hand']?.turned).toBeUndefined();
    expect(moved.ok && moved.zones['deck']?.turned).toBeUndefined();
    const faceDown = flip(zones(), 'pile', 'x', false);
    expect(faceDown.ok && faceDown.zones['pile']?.turned).toEqual(['x']);
  });

  it('peeks at the top cards, top first, and lets cards in and out only through put and take', () => {
    expect(peek(zones(), 'deck', 2)).toEqual(['d', 'c']);
    expect(peek(zones(), 'deck', 9)).toEqual(['d', 'c', 'b', 'a']);
    const added = put(zones(), 'pile', ['n'], 'bottom');
    expect(added.ok && added.zones['pile']?.cards).toEqual(['n', 'x', 'y']);
    const top = take(zones(), 'deck');
    expect(top.ok && top.card).toBe('d');
    const named = take(zones(), 'deck', 'b');
    expect(named.ok && named.zones['deck']?.cards).toEqual(['a', 'c', 'd']);
    expect(take({ deck: zone('down') }, 'deck')).toEqual({ ok: false, message: 'The deck is empty.' });
  });

  it('never changes the zones it was given', () => {
    const z = zones();
    const copy = structuredClone(z);
    deal(z, 'deck', ['hand'], 2);
    draw(z, 'deck', 'hand', 1, { zone: 'pile', rng: seedRng(1) });
    move(z, 'x', 'pile', 'deck', 0);
    flip(z, 'deck', 'a', true);
    shuffle(z, 'deck', seedRng(1));
    expect(z).toEqual(copy);
  });
});
