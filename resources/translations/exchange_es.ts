<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Anchor</name>
    <message>
        <source>The chain-head file {path} was missing; it was written again from the chain head kept beside the settings and the backups.</source>
        <translation>Faltaba el archivo de cabecera de la cadena {path}; se escribió de nuevo a partir de la cabecera guardada junto a la configuración y de las copias de seguridad.</translation>
    </message>
    <message>
        <source>The chain-head file {path} was damaged ({why}); it was written again from the chain head kept beside the settings and the backups.</source>
        <translation>El archivo de cabecera de la cadena {path} estaba dañado ({why}); se escribió de nuevo a partir de la cabecera guardada junto a la configuración y de las copias de seguridad.</translation>
    </message>
    <message>
        <source>The chain head kept beside the settings ({path}) was missing; it was written again from the data folder&apos;s chain-head file and the backups.</source>
        <translation>Faltaba la cabecera de la cadena guardada junto a la configuración ({path}); se escribió de nuevo a partir del archivo de cabecera de la carpeta de datos y de las copias de seguridad.</translation>
    </message>
    <message>
        <source>The chain head kept beside the settings ({path}) was damaged ({why}); it was written again from the data folder&apos;s chain-head file and the backups.</source>
        <translation>La cabecera de la cadena guardada junto a la configuración ({path}) estaba dañada ({why}); se escribió de nuevo a partir del archivo de cabecera de la carpeta de datos y de las copias de seguridad.</translation>
    </message>
    <message>
        <source>its entry for this database is not a chain head</source>
        <translation>lo que guarda de esta base de datos no es una cabecera de la cadena</translation>
    </message>
    <message>
        <source>it did not hold this database&apos;s head</source>
        <translation>no tenía la cabecera de esta base de datos</translation>
    </message>
    <message>
        <source>The chain head beside the backup {copy} was damaged ({why}); it was written again from the backup itself.</source>
        <translation>La cabecera de la cadena junto a la copia de seguridad {copy} estaba dañada ({why}); se escribió de nuevo a partir de la propia copia.</translation>
    </message>
    <message>
        <source>its bytes are not text</source>
        <translation>los bytes del archivo no son texto</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>its text is cut short or garbled</source>
        <translation>el texto del archivo está cortado o ilegible</translation>
    </message>
    <message>
        <source>it does not hold chain heads</source>
        <translation>el archivo no contiene cabeceras de la cadena</translation>
    </message>
</context>
<context>
    <name>Backup</name>
    <message>
        <source>its bytes are garbled ({said})</source>
        <translation>sus bytes están alterados ({said})</translation>
    </message>
    <message>
        <source>it is not a database file any more: its first bytes, which say what it is, are garbled, or another file was put in its place</source>
        <translation>ya no es un archivo de base de datos: sus primeros bytes, que indican qué es, están alterados, o se puso otro archivo en su lugar</translation>
    </message>
    <message>
        <source>some of its pages can&apos;t be read</source>
        <translation>algunas de sus páginas no se pueden leer</translation>
    </message>
    <message>
        <source>a value in its column {column} is no longer text (its bytes are not valid UTF-8)</source>
        <translation>un valor de su columna {column} ya no es texto (sus bytes no son UTF-8 válido)</translation>
    </message>
    <message>
        <source>SQLite&apos;s check reports {report}</source>
        <translation>la verificación de SQLite informa {report}</translation>
    </message>
    <message>
        <source>audit entry {number} is missing</source>
        <translation>falta la anotación de auditoría {number}</translation>
    </message>
    <message>
        <source>audit entry {number} does not link to the one before it</source>
        <translation>la anotación de auditoría {number} no se enlaza con la anterior</translation>
    </message>
    <message>
        <source>it has no audit trail</source>
        <translation>no tiene registro de auditoría</translation>
    </message>
    <message>
        <source>The copy of {name} failed its check ({problem}); it is kept as {kept} but is not counted as a good backup.</source>
        <translation>La copia de {name} no pasó la verificación ({problem}); se conserva como {kept}, pero no cuenta como una copia de seguridad válida.</translation>
    </message>
    <message>
        <source>There is no database file at {path} to back up.</source>
        <translation>No hay ningún archivo de base de datos en {path} del que hacer una copia de seguridad.</translation>
    </message>
    <message>
        <source>{path} exists already; choose a new file name.</source>
        <translation>{path} ya existe; elija otro nombre de archivo.</translation>
    </message>
    <message>
        <source>There is no file at {path} to restore.</source>
        <translation>No hay ningún archivo en {path} para restaurar.</translation>
    </message>
    <message>
        <source>{path} is damaged and was not restored: {problem}.</source>
        <translation>{path} está dañado y no se restauró: {problem}.</translation>
    </message>
    <message>
        <source>{path} is not a FOG Desktop database; nothing was restored.</source>
        <translation>{path} no es una base de datos de FOG Desktop; no se restauró nada.</translation>
    </message>
    <message>
        <source>{path} was written by a newer FOG Desktop (schema {revision}); install that version to use it. Nothing was restored.</source>
        <translation>{path} lo escribió una versión más reciente de FOG Desktop (esquema {revision}); instale esa versión para usarlo. No se restauró nada.</translation>
    </message>
    <message>
        <source>The database as it is could not be copied into {folder} first ({error}); nothing was restored.</source>
        <translation>No se pudo copiar antes la base de datos tal como está en {folder} ({error}); no se restauró nada.</translation>
    </message>
    <message>
        <source>{copy} could not be written to {live} ({error}); the database as it was is kept as {kept}. Free some disk space or fix the folder, then restore again.</source>
        <translation>No se pudo escribir {copy} en {live} ({error}); la base de datos tal como estaba se conserva como {kept}. Libere espacio en el disco o corrija la carpeta y vuelva a restaurar.</translation>
    </message>
    <message>
        <source>{copy} could not be written to {live} ({error}). Free some disk space or fix the folder, then restore again.</source>
        <translation>No se pudo escribir {copy} en {live} ({error}). Libere espacio en el disco o corrija la carpeta y vuelva a restaurar.</translation>
    </message>
</context>
<context>
    <name>BackupInfo</name>
    <message>
        <source>{path} (made {made})</source>
        <translation>{path} (hecha el {made})</translation>
    </message>
    <message numerus="yes">
        <source>{path} (made {made}, %Ln audit entry(ies))</source>
        <translation>
            <numerusform>{path} (hecha el {made}, %Ln anotación de auditoría)</numerusform>
            <numerusform>{path} (hecha el {made}, %Ln anotaciones de auditoría)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>The database address {url} is not valid: {error}</source>
        <translation>La dirección de la base de datos {url} no es válida: {error}</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>solo lectura</translation>
    </message>
    <message>
        <source>Can&apos;t open the database at {database}: {reason}</source>
        <translation>No se puede abrir la base de datos en {database}: {reason}</translation>
    </message>
</context>
<context>
    <name>DatabaseOpen</name>
    <message>
        <source>This version of FOG Desktop must bring the database at {database} up to date before it can read it, and can&apos;t: {refusal}</source>
        <translation>Esta versión de FOG Desktop debe actualizar la base de datos en {database} antes de poder leerla, y no puede: {refusal}</translation>
    </message>
    <message>
        <source>Today&apos;s backup did not pass its check. {problem} Run {command}.</source>
        <translation>La copia de seguridad de hoy no pasó la verificación. {problem} Ejecute {command}.</translation>
    </message>
    <message>
        <source>Today&apos;s backup could not be made: the database file is damaged ({damage}). Run {command}.</source>
        <translation>No se pudo hacer la copia de seguridad de hoy: el archivo de la base de datos está dañado ({damage}). Ejecute {command}.</translation>
    </message>
    <message>
        <source>Today&apos;s backup could not be written to {folder} ({error}): your records are not backed up. Free some disk space or let FOG Desktop write to that folder; the next start tries again.</source>
        <translation>No se pudo escribir la copia de seguridad de hoy en {folder} ({error}): sus registros no tienen copia de seguridad. Libere espacio en el disco o permita que FOG Desktop escriba en esa carpeta; se volverá a intentar la próxima vez que se inicie.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>el archivo es demasiado grande para el disco</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>la carpeta es de solo lectura</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>what was written could not be read back</source>
        <translation>lo escrito no se pudo volver a leer</translation>
    </message>
    <message>
        <source>the workbook</source>
        <translation>el libro de registros</translation>
    </message>
    <message>
        <source>the template</source>
        <translation>la plantilla</translation>
    </message>
    <message>
        <source>the packet</source>
        <translation>el paquete de registros</translation>
    </message>
    <message>
        <source>the PDF</source>
        <translation>el PDF</translation>
    </message>
    <message>
        <source>{what} could not be written to {target}: {reason}.</source>
        <translation>No se pudo escribir {what} en {target}: {reason}.</translation>
    </message>
    <message>
        <source>Writing the printable PDF</source>
        <translation>Escribiendo el PDF para imprimir</translation>
    </message>
    <message>
        <source>Adding attachment {index} of {count}</source>
        <translation>Agregando el archivo adjunto {index} de {count}</translation>
    </message>
    <message>
        <source>Writing {sheet}</source>
        <translation>Escribiendo la hoja {sheet}</translation>
    </message>
    <message>
        <source>Writing the cover</source>
        <translation>Escribiendo la portada</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Guardando</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>cell holds a formula; type the value</source>
        <translation>la celda contiene una fórmula; escriba el valor</translation>
    </message>
    <message>
        <source>{value} is not a date like 2026-03-15</source>
        <translation>{value} no es una fecha como 2026-03-15</translation>
    </message>
    <message>
        <source>{value} is not a time like 14:30</source>
        <translation>{value} no es una hora como 14:30</translation>
    </message>
    <message>
        <source>{value} is not a date and time like 2026-03-15 14:30</source>
        <translation>{value} no es una fecha y hora como 2026-03-15 14:30</translation>
    </message>
    <message>
        <source>{value} is not a number</source>
        <translation>{value} no es un número</translation>
    </message>
    <message>
        <source>this column is missing</source>
        <translation>falta esta columna</translation>
    </message>
    <message>
        <source>There is no employee {id}.</source>
        <translation>No existe el empleado {id}.</translation>
    </message>
    <message>
        <source>There is no waiver granted on {day} in use.</source>
        <translation>No hay ninguna exención en uso otorgada el {day}.</translation>
    </message>
    <message>
        <source>the cell holds a character a workbook may not contain (NUL or another control character); delete it and type the text again</source>
        <translation>la celda contiene un carácter que un libro de Excel no admite (NUL u otro carácter de control); bórrelo y vuelva a escribir el texto</translation>
    </message>
    <message>
        <source>The file {path} is a zip archive, not an Excel workbook (.xlsx).</source>
        <translation>El archivo {path} es un archivo zip, no un libro de Excel (.xlsx).</translation>
    </message>
    <message>
        <source>The file {path} can&apos;t be read as an Excel workbook ({error}).</source>
        <translation>El archivo {path} no se puede leer como libro de Excel ({error}).</translation>
    </message>
    <message>
        <source>Name the establishment to import into: the workbook has no Cover that names it.</source>
        <translation>Indique el establecimiento al que se importa: el libro no tiene una hoja Cover que lo nombre.</translation>
    </message>
    <message>
        <source>The workbook has a sheet {sheet} that FOG Desktop does not know; did you mean {known}?</source>
        <translation>El libro tiene una hoja {sheet} que FOG Desktop no reconoce; ¿quiso decir {known}?</translation>
    </message>
    <message>
        <source>The file {path} is damaged ({error}); save it again from Excel.</source>
        <translation>El archivo {path} está dañado ({error}); vuelva a guardarlo desde Excel.</translation>
    </message>
    <message>
        <source>The sheet {sheet} of {path}: {reason}.</source>
        <translation>La hoja {sheet} de {path}: {reason}.</translation>
    </message>
    <message>
        <source>There is no milestone {milestone} of {agreement} due {day}: it must be on the Compliance milestones sheet.</source>
        <translation>No hay ninguna etapa {milestone} de {agreement} que venza el {day}: debe estar en la hoja Compliance milestones.</translation>
    </message>
    <message>
        <source>There is no pump-out of {device} on {day}: it must be on the Maintenance sheet.</source>
        <translation>No hay ningún bombeo de {device} del {day}: debe estar en la hoja Maintenance.</translation>
    </message>
</context>
<context>
    <name>ImportProblem</name>
    <message>
        <source>{sheet}, row {row}, column {column}: {reason}</source>
        <translation>{sheet}, fila {row}, columna {column}: {reason}</translation>
    </message>
    <message>
        <source>{sheet}, row {row}: {reason}</source>
        <translation>{sheet}, fila {row}: {reason}</translation>
    </message>
</context>
<context>
    <name>ImportRefused</name>
    <message numerus="yes">
        <source>%n problem(s); nothing was imported</source>
        <translation>
            <numerusform>%n problema; no se importó nada</numerusform>
            <numerusform>%n problemas; no se importó nada</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>filas</translation>
    </message>
</context>
<context>
    <name>Integrity</name>
    <message>
        <source>FOG Desktop is connected to {database} as {role}, which owns the tables and could switch their guards off. Connect as the application&apos;s own role (README: &apos;A restaurant group&apos;), or add {option} if this server serves this PC alone.</source>
        <translation>FOG Desktop está conectado a {database} como {role}, que es propietario de las tablas y podría desactivar sus protecciones. Conéctese con el rol propio de la aplicación (README: &apos;A restaurant group&apos;) o agregue {option} si este servidor atiende solo a esta PC.</translation>
    </message>
    <message numerus="yes">
        <source>The database at {database} is empty, but FOG Desktop had written %Ln audit entry(ies) in it. Restore it from a backup ({command}); nothing was changed.</source>
        <translation>
            <numerusform>La base de datos en {database} está vacía, pero FOG Desktop había escrito en ella %Ln anotación de auditoría. Restáurela desde una copia de seguridad ({command}); no se cambió nada.</numerusform>
            <numerusform>La base de datos en {database} está vacía, pero FOG Desktop había escrito en ella %Ln anotaciones de auditoría. Restáurela desde una copia de seguridad ({command}); no se cambió nada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The database at {database} is empty, but FOG Desktop had written %Ln audit entry(ies) in it (the last on {day}). Restore it from a backup ({command}); nothing was changed.</source>
        <translation>
            <numerusform>La base de datos en {database} está vacía, pero FOG Desktop había escrito en ella %Ln anotación de auditoría (el {day}). Restáurela desde una copia de seguridad ({command}); no se cambió nada.</numerusform>
            <numerusform>La base de datos en {database} está vacía, pero FOG Desktop había escrito en ella %Ln anotaciones de auditoría (la última, el {day}). Restáurela desde una copia de seguridad ({command}); no se cambió nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>The database at {database} can&apos;t be trusted as it is: {problem} ({command} lists what is wrong; nothing was changed.)</source>
        <translation>No se puede confiar en la base de datos en {database} tal como está: {problem} ({command} indica lo que está mal; no se cambió nada.)</translation>
    </message>
    <message>
        <source>The database at {database} is missing its guards ({problem}), and this login may not put them back. Ask whoever set the database up to run {command} as its owner.</source>
        <translation>A la base de datos en {database} le faltan sus protecciones ({problem}) y esta cuenta no puede restablecerlas. Pida a quien configuró la base de datos que ejecute {command} como su propietario.</translation>
    </message>
    <message>
        <source>Say why you go on with the database as it is, for the audit trail.</source>
        <translation>Indique por qué continúa con la base de datos tal como está, para el registro de auditoría.</translation>
    </message>
</context>
<context>
    <name>LockWait</name>
    <message>
        <source>another save to finish ({who} is saving)</source>
        <translation>a que termine otro guardado ({who} está guardando)</translation>
    </message>
    <message>
        <source>the table {table}, which {who} has locked</source>
        <translation>la tabla {table}, que {who} ha bloqueado</translation>
    </message>
    <message>
        <source>records that {who} is changing</source>
        <translation>registros que {who} está modificando</translation>
    </message>
    <message>
        <source>{program} at {address}</source>
        <translation>{program} en {address}</translation>
    </message>
    <message>
        <source>another program at {address}</source>
        <translation>otro programa en {address}</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>otro programa</translation>
    </message>
    <message>
        <source>Waiting for {what}.</source>
        <translation>Esperando {what}.</translation>
    </message>
    <message>
        <source>${name} must be a number of seconds above 0 and at most {longest}, not {given}</source>
        <translation>${name} debe ser un número de segundos mayor que 0 y de como máximo {longest}, no {given}</translation>
    </message>
    <message>
        <source>The save was cancelled while it waited; nothing was stored.</source>
        <translation>Se canceló el guardado mientras esperaba; no se guardó nada.</translation>
    </message>
    <message>
        <source>a lock that another session holds on the database</source>
        <translation>un bloqueo que otra sesión tiene sobre la base de datos</translation>
    </message>
    <message>
        <source>Gave up after waiting {seconds} seconds for {what}; try again later. Nothing was stored.</source>
        <translation>Se dejó de esperar tras {seconds} segundos: se esperaba {what}; vuelva a intentarlo más tarde. No se guardó nada.</translation>
    </message>
</context>
<context>
    <name>Migration</name>
    <message>
        <source>This database was written by a newer version of FOG Desktop (schema {revision}). Install the newer version to open it; the database was not changed.</source>
        <translation>Esta base de datos la escribió una versión más reciente de FOG Desktop (esquema {revision}). Instale la versión más reciente para abrirla; la base de datos no se cambió.</translation>
    </message>
    <message>
        <source>{database} is not a FOG Desktop database (it has tables but no schema version); it was not changed.</source>
        <translation>{database} no es una base de datos de FOG Desktop (tiene tablas, pero no una versión de esquema); no se cambió.</translation>
    </message>
    <message>
        <source>The database at {database} needs its tables made, and this login may not change them (roles: README, &apos;A restaurant group&apos;). Have the owner run {command} once; nothing was changed.</source>
        <translation>La base de datos en {database} necesita que se creen sus tablas, y esta cuenta no puede cambiarlas (roles: README, &apos;A restaurant group&apos;). Pida al propietario que ejecute {command} una vez; no se cambió nada.</translation>
    </message>
    <message>
        <source>The database at {database} needs its tables brought up to this version, and this login may not change them (roles: README, &apos;A restaurant group&apos;). Have the owner run {command} once; nothing was changed.</source>
        <translation>La base de datos en {database} necesita que sus tablas se actualicen a esta versión, y esta cuenta no puede cambiarlas (roles: README, &apos;A restaurant group&apos;). Pida al propietario que ejecute {command} una vez; no se cambió nada.</translation>
    </message>
    <message numerus="yes">
        <source>The upgrade would leave %n row(s) pointing at records that don&apos;t exist (first: {first}); it was undone.</source>
        <translation>
            <numerusform>La actualización dejaría %n fila que apunta a registros que no existen ({first}); se deshizo.</numerusform>
            <numerusform>La actualización dejaría %n filas que apuntan a registros que no existen (la primera: {first}); se deshizo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>it failed its check when it was made</source>
        <translation>no pasó la verificación cuando se hizo</translation>
    </message>
    <message>
        <source>There is no good backup in {folder} to restore.</source>
        <translation>No hay ninguna copia de seguridad válida en {folder} para restaurar.</translation>
    </message>
    <message>
        <source>The newest good backup is {backup}: restore it with {command}.</source>
        <translation>La copia de seguridad válida más reciente es {backup}: restáurela con {command}.</translation>
    </message>
    <message>
        <source>The database file {path} is damaged: {problem} ({more}).</source>
        <translation>El archivo de la base de datos {path} está dañado: {problem} ({more}).</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s)</source>
        <translation>
            <numerusform>%n problema más</numerusform>
            <numerusform>%n problemas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkbookFile</name>
    <message>
        <source>The file {path} can&apos;t be read: {error}.</source>
        <translation>El archivo {path} no se puede leer: {error}.</translation>
    </message>
    <message>
        <source>The file {path} holds {count} parts, more than a workbook has; it was not read, as it may be a zip bomb.</source>
        <translation>El archivo {path} contiene {count} partes, más de las que tiene un libro de Excel; no se leyó, porque podría ser una bomba zip.</translation>
    </message>
    <message>
        <source>The file {path} would unpack to {size} MB, more than the {most} MB a records workbook may take; it was not read.</source>
        <translation>El archivo {path} ocuparía {size} MB al descomprimirse, más de los {most} MB que puede ocupar un libro de registros; no se leyó.</translation>
    </message>
    <message>
        <source>The file {path} has a part ({part}) packed more than {ratio} times over, as only a zip bomb is; it was not read.</source>
        <translation>El archivo {path} tiene una parte ({part}) comprimida más de {ratio} veces, como solo lo está una bomba zip; no se leyó.</translation>
    </message>
    <message>
        <source>The file {path} is empty; it is not a workbook.</source>
        <translation>El archivo {path} está vacío; no es un libro de Excel.</translation>
    </message>
    <message>
        <source>The file {path} is damaged or incomplete (cut short while it was copied?); save it again from Excel.</source>
        <translation>El archivo {path} está dañado o incompleto (¿se interrumpió mientras se copiaba?); vuelva a guardarlo desde Excel.</translation>
    </message>
    <message>
        <source>The file {path} is an old Excel 97-2003 workbook (.xls); save it as .xlsx.</source>
        <translation>El archivo {path} es un libro antiguo de Excel 97-2003 (.xls); guárdelo como .xlsx.</translation>
    </message>
    <message>
        <source>The file {path} is not an Excel workbook (.xlsx); a CSV or text file must be opened in Excel and saved as an Excel workbook first.</source>
        <translation>El archivo {path} no es un libro de Excel (.xlsx); un archivo CSV o de texto debe abrirse primero en Excel y guardarse como libro de Excel.</translation>
    </message>
    <message>
        <source>The file {path} is damaged: a part of it does not unpack to what it declares; save it again from Excel.</source>
        <translation>El archivo {path} está dañado: una de sus partes no se descomprime en lo que declara; vuelva a guardarlo desde Excel.</translation>
    </message>
    <message>
        <source>it holds more than {rows} rows of records, more than a records workbook&apos;s sheet may hold (ten years of a busy kitchen are about 51,000)</source>
        <translation>tiene más de {rows} filas de registros, más de las que puede tener una hoja de un libro de registros (diez años de una cocina concurrida son unas 51.000)</translation>
    </message>
    <message>
        <source>its cell {cell} points to shared text {number}, which the workbook does not have</source>
        <translation>su celda {cell} remite al texto compartido {number}, que el libro no tiene</translation>
    </message>
    <message>
        <source>it declares a span of {span}, which is no span of cells</source>
        <translation>declara un rango {span}, que no es un rango de celdas</translation>
    </message>
    <message>
        <source>it has a cell at {cell}, past the {rows} rows of records and {columns} columns a records workbook&apos;s sheet may hold</source>
        <translation>tiene una celda en {cell}, más allá de las {rows} filas de registros y {columns} columnas que puede tener una hoja de un libro de registros</translation>
    </message>
    <message>
        <source>it has a cell at {cell}, outside the span the sheet declares</source>
        <translation>tiene una celda en {cell}, fuera del rango que declara la hoja</translation>
    </message>
    <message>
        <source>The sheet {sheet} can&apos;t be imported: {why}. Nothing was imported.</source>
        <translation>La hoja {sheet} no se puede importar: {why}. No se importó nada.</translation>
    </message>
</context>
</TS>
