import { scanContainer } from './json-container-scan';

describe('scanContainer', () => {
  it('finds the matching close and the nesting depth', () => {
    const text = '{"a":[1,{"b":[]}],"c":2} tail';
    expect(scanContainer(text, 0, text.length)).toEqual({ whole: [text.indexOf('} tail'), 4] });
    expect(scanContainer('[]', 0, 2)).toEqual({ whole: [1, 1] });
  });

  it('skips brackets inside strings, and quotes escaped by an odd number of backslashes', () => {
    const text = JSON.stringify(['] }', 'a\\', 'say "[hi]"', '\\"{']);
    expect(scanContainer(text, 0, text.length)).toEqual({ whole: [text.length - 1, 1] });
  });

  it('reports the containers that did close when the outer one does not, before the limit', () => {
    const text = '[ {"x":[1]}, [2], {"y":"unfinished';
    expect(scanContainer(text, 0, text.length)).toEqual({
      inner: [
        [text.indexOf('[1]'), text.indexOf('[1]') + 2, 1],
        [2, text.indexOf('}'), 2],
        [text.indexOf('[2]'), text.indexOf('[2]') + 2, 1],
      ],
    });
    // A close beyond the limit is not seen either.
    expect(scanContainer('[[1],[2]]', 0, 8)).toEqual({ inner: [[1, 3, 1], [5, 7, 1]] });
  });
});
