import { Fragment } from "react";

/**
 * `text` with each `value` in it (an e-mail address) isolated left to right, so that inside Arabic
 * text its parts keep their order, and a line broken at its hyphen leaves the hyphen at the end
 * of the first part, not at the far side of the line.
 */
export function TextWithLtrValue({ text, value }: { text: string; value: string }) {
  const [before, ...after] = text.split(value);
  return (
    <>
      {before}
      {after.map((rest, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed sentence
        <Fragment key={index}>
          <bdi dir="ltr">{value}</bdi>
          {rest}
        </Fragment>
      ))}
    </>
  );
}
