// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { richText } from './rich-text.tsx'

afterEach(cleanup)

describe('richText', () => {
  it('puts an element where the message places its argument, in any word order', () => {
    const english = render(<p>{richText((v) => `Enter the code we sent to ${v['email']}`, { email: <b>bob@example.com</b> })}</p>)
    expect(english.container.innerHTML).toBe('<p>Enter the code we sent to <b>bob@example.com</b></p>')
    cleanup()
    const arabic = render(<p>{richText((v) => `${v['email']} :أدخل الرمز (${v['n']})`, { email: <b>bob@example.com</b>, n: 6 })}</p>)
    expect(arabic.container.innerHTML).toBe('<p><b>bob@example.com</b> :أدخل الرمز (6)</p>')
  })

  it('keeps a message without the argument as it is', () => {
    const { container } = render(<p>{richText(() => 'No email here', { email: <b>x</b> })}</p>)
    expect(container.innerHTML).toBe('<p>No email here</p>')
  })
})
