"""Thumbnails of scans and photos, decoded off the GUI thread at the size shown.

A phone photo or a 600 dpi scan can be 25 MB (the limit, issue 3 §3). Reading it whole
into a full-size image would stall the window and take hundreds of MB, so the decoding
runs on a small pool of its own (see :func:`decoder_pool`) and asks the reader for the
thumbnail's size before it reads: JPEG then decodes at a fraction of its size, and the
other formats are scaled down before the image reaches the GUI thread. Only QImage is
used on the pool, as Qt allows; pixmaps and icons are made on the GUI thread.
"""

from __future__ import annotations

import functools
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QSize, Qt, QThreadPool
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QImageReader, QPainter, QPixmap

from fog_desktop.i18n import translate
from fog_desktop.services.attachments import EXTENSIONS

#: The box a thumbnail fits in: an upright page, large enough to recognise a manifest.
THUMBNAIL_BOX = QSize(132, 170)
DOCUMENT_ICON = "icons/document.svg"
#: Two decoders at most: each may briefly hold a large image, and the database reads
#: they make should not crowd out the page's own.
DECODER_THREADS = 2


@functools.cache
def decoder_pool() -> QThreadPool:
    """The pool thumbnails are decoded on, owned by the application so it ends with it."""
    pool = QThreadPool(QCoreApplication.instance())
    pool.setMaxThreadCount(DECODER_THREADS)
    return pool


def _read(reader: QImageReader) -> QImage:
    # Phone photos are stored sideways with an EXIF note to turn them upright.
    reader.setAutoTransform(True)
    size = reader.size()
    if size.isValid():
        reader.setScaledSize(size.scaled(THUMBNAIL_BOX, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():
        return image
    if image.width() > THUMBNAIL_BOX.width() or image.height() > THUMBNAIL_BOX.height():
        # The reader could not tell the size in advance; scale what it read.
        image = image.scaled(
            THUMBNAIL_BOX,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    return image


def decode_bytes(data: bytes) -> QImage:
    """The thumbnail of stored bytes; a null image when Qt can't read the format.

    Safe to call off the GUI thread.
    """
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    try:
        return _read(QImageReader(buffer))
    finally:
        buffer.close()


def decode_file(path: Path) -> QImage:
    """The thumbnail of a file on disk; a null image when Qt can't read it.

    Safe to call off the GUI thread.
    """
    return _read(QImageReader(str(path)))


def _page(fill: str) -> QPixmap:
    pixmap = QPixmap(THUMBNAIL_BOX)
    pixmap.fill(QColor(fill))
    return pixmap


def loading_icon() -> QIcon:
    """A blank page while the thumbnail is being decoded."""
    return QIcon(_page("#f3f4f6"))


def document_icon(media_type: str) -> QIcon:
    """A page marked with the file's kind ("PDF"), for what is not shown as an image:
    a PDF, or a picture Qt can't read on this PC."""
    svg = files("resources") / DOCUMENT_ICON
    pixmap = QIcon(str(svg)).pixmap(THUMBNAIL_BOX)
    if pixmap.isNull():
        pixmap = _page("#ffffff")
    kind = EXTENSIONS.get(media_type, "").removeprefix(".").upper() or translate(
        "Thumbnails", "FILE"
    )
    painter = QPainter(pixmap)
    try:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(THUMBNAIL_BOX.height() // 7)
        painter.setFont(font)
        painter.setPen(QColor("#b00020"))
        bottom = pixmap.rect().adjusted(0, pixmap.height() // 2, 0, -pixmap.height() // 10)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, kind)
    finally:
        painter.end()
    return QIcon(pixmap)


def image_icon(image: QImage) -> QIcon:
    """The thumbnail framed: a white page would otherwise vanish on the white list."""
    pixmap = QPixmap.fromImage(image)
    painter = QPainter(pixmap)
    try:
        painter.setPen(QColor("#8a94a3"))
        painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1))
    finally:
        painter.end()
    return QIcon(pixmap)


def greyed(icon: QIcon) -> QIcon:
    """The icon as the style draws a disabled one: a void attachment's (R6)."""
    return QIcon(icon.pixmap(THUMBNAIL_BOX, QIcon.Mode.Disabled))
