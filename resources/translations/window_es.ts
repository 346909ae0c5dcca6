<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About {app}</source>
        <translation>Acerca de {app}</translation>
    </message>
    <message>
        <source>Records for a city&apos;s Fats, Oils and Grease (FOG) ordinance.</source>
        <translation>Registros para la ordenanza de FOG (grasas, aceites y grasas) de una ciudad.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de datos</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Carpeta de registros del programa</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>{app} is already open on this PC with these records, but it did not answer.

Look for its window on the taskbar, or its icon in the notification area. If it is stuck, close it in Task Manager and start {app} again.</source>
        <translation>{app} ya está abierto en esta PC con estos registros, pero no respondió.

Busque su ventana en la barra de tareas, o su icono en el área de notificaciones. Si está trabado, ciérrelo en el Administrador de tareas y vuelva a abrir {app}.</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>Scans and photos</source>
        <translation>Escaneos y fotos</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos los archivos</translation>
    </message>
    <message>
        <source>Add scans or photos</source>
        <translation>Agregar escaneos o fotos</translation>
    </message>
    <message>
        <source>{name} is a folder; add the files in it.</source>
        <translation>{name} es una carpeta; agregue los archivos que contiene.</translation>
    </message>
    <message>
        <source>{name} is the same file as {same}, added already; it is kept once.</source>
        <translation>{name} es el mismo archivo que {same}, ya agregado; se guarda una sola vez.</translation>
    </message>
    <message>
        <source>{name} is the same file as {same}, attached already; it is kept once.</source>
        <translation>{name} es el mismo archivo que {same}, ya adjunto; se guarda una sola vez.</translation>
    </message>
    <message>
        <source>{size} bytes</source>
        <translation>{size} bytes</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>aún sin guardar</translation>
    </message>
</context>
<context>
    <name>AttachmentsPanel</name>
    <message>
        <source>PDF, JPEG, PNG, TIFF or WebP, up to 25 MB each. Drop files here or use Add scan or photo…; double-click one to open it.</source>
        <translation>PDF, JPEG, PNG, TIFF o WebP, de hasta 25 MB cada uno. Suelte los archivos aquí o use Agregar escaneo o foto…; haga doble clic en uno para abrirlo.</translation>
    </message>
    <message>
        <source>Double-click a scan or photo to open it.</source>
        <translation>Haga doble clic en un escaneo o una foto para abrirlo.</translation>
    </message>
    <message>
        <source>Add scan or photo…</source>
        <translation>Agregar escaneo o foto…</translation>
    </message>
    <message>
        <source>Don&apos;t attach</source>
        <translation>No adjuntar</translation>
    </message>
    <message>
        <source>Take back a file added here and not saved yet.</source>
        <translation>Quitar un archivo agregado aquí que aún no se ha guardado.</translation>
    </message>
    <message>
        <source>Take photos with your phone…</source>
        <translation>Tomar fotos con su teléfono…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Anular…</translation>
    </message>
    <message>
        <source>Scans and photos</source>
        <translation>Escaneos y fotos</translation>
    </message>
    <message>
        <source>The scans can&apos;t be read now: {reason}</source>
        <translation>Los escaneos no se pueden leer ahora: {reason}</translation>
    </message>
    <message>
        <source>{name} can&apos;t be opened: {reason}</source>
        <translation>{name} no se puede abrir: {reason}</translation>
    </message>
    <message>
        <source>No program on this PC opens {name}. The file is at {path}.</source>
        <translation>Ningún programa de esta PC abre {name}. El archivo está en {path}.</translation>
    </message>
    <message>
        <source>attachment {name}</source>
        <translation>el archivo adjunto {name}</translation>
    </message>
</context>
<context>
    <name>CleanedToday</name>
    <message>
        <source>Tick the traps cleaned and save: each trap gets a cleaning entry in the maintenance log, as if entered one by one.</source>
        <translation>Marque las trampas limpiadas y guarde: cada trampa recibe una entrada de limpieza en el registro de mantenimiento, como si se anotaran una por una.</translation>
    </message>
    <message>
        <source>Today, or a few missed days (up to {count}): choose the first and the last, and each day is recorded for each trap ticked.</source>
        <translation>Hoy, o unos días sin anotar (hasta {count}): elija el primero y el último, y se registra cada día para cada trampa marcada.</translation>
    </message>
    <message>
        <source>This establishment has no grease trap in use. Add one on the Establishment &amp; devices page.</source>
        <translation>Este establecimiento no tiene ninguna trampa de grasa en uso. Agréguela en la página Establecimiento y equipos.</translation>
    </message>
    <message>
        <source>{trap}: cleaned today already</source>
        <translation>{trap}: ya limpiada hoy</translation>
    </message>
    <message>
        <source>{trap}: last cleaned {day}</source>
        <translation>{trap}: última limpieza el {day}</translation>
    </message>
    <message>
        <source>Traps cleaned</source>
        <translation>Trampas limpiadas</translation>
    </message>
    <message>
        <source>Record cleanings</source>
        <translation>Registrar limpiezas</translation>
    </message>
    <message>
        <source>Traps</source>
        <translation>Trampas</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>e.g. Maria Lopez</source>
        <translation>p. ej. María López</translation>
    </message>
    <message>
        <source>Cleaned by</source>
        <translation>Limpiadas por</translation>
    </message>
    <message>
        <source>Anything seen, for every entry</source>
        <translation>Lo observado, para cada entrada</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>{app}: unexpected error</source>
        <translation>{app}: error inesperado</translation>
    </message>
    <message>
        <source>{app} ran into an error it did not expect:&lt;br&gt;&lt;b&gt;{message}&lt;/b&gt;&lt;br&gt;&lt;br&gt;A change being saved when this happened was stored whole or not at all. The details below are also in the log file; copy them and send them to whoever supports your installation.</source>
        <translation>{app} encontró un error que no esperaba:&lt;br&gt;&lt;b&gt;{message}&lt;/b&gt;&lt;br&gt;&lt;br&gt;Un cambio que se estaba guardando en ese momento se guardó completo o no se guardó. Los detalles de abajo también están en el archivo de registro del programa; cópielos y envíelos a quien le da soporte a su instalación.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar detalles</translation>
    </message>
</context>
<context>
    <name>DateEdit</name>
    <message>
        <source>YYYY</source>
        <translation>AAAA</translation>
    </message>
    <message>
        <source>MM</source>
        <translation>MM</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>Pick a date</source>
        <translation>Elegir una fecha</translation>
    </message>
    <message>
        <source>Pick a date (Alt+Down)</source>
        <translation>Elegir una fecha (Alt+Flecha abajo)</translation>
    </message>
</context>
<context>
    <name>DeviceEditor</name>
    <message>
        <source>Until a pump-out is recorded, the pump-out clock starts on this date; left empty, a pump-out is due at once.</source>
        <translation>Hasta que se registre un bombeo, el plazo del bombeo empieza a contar en esta fecha; si la deja vacía, el bombeo vence de inmediato.</translation>
    </message>
    <message>
        <source>Device ID</source>
        <translation>ID del equipo</translation>
    </message>
    <message>
        <source>e.g. GI-1</source>
        <translation>p. ej., GI-1</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ubicación</translation>
    </message>
    <message>
        <source>e.g. Rear parking lot</source>
        <translation>p. ej., estacionamiento trasero</translation>
    </message>
    <message>
        <source>Capacity (gal)</source>
        <translation>Capacidad (gal)</translation>
    </message>
    <message>
        <source>e.g. 1000</source>
        <translation>p. ej., 1000</translation>
    </message>
    <message>
        <source>Design depth (in)</source>
        <translation>Profundidad de diseño (pulg.)</translation>
    </message>
    <message>
        <source>e.g. 48</source>
        <translation>p. ej., 48</translation>
    </message>
    <message>
        <source>In service since</source>
        <translation>En servicio desde</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Waiver notes</source>
        <translation>Notas de exención</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <source>How often it is pumped out or cleaned. Leave empty for the default: {default}.</source>
        <translation>Cada cuánto se bombea o se limpia. Déjela vacía para usar la predeterminada: {default}.</translation>
    </message>
    <message>
        <source>The default of rule {rule}.</source>
        <translation>La predeterminada de la regla {rule}.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Discard what you typed?</source>
        <translation>¿Descartar lo que escribió?</translation>
    </message>
    <message>
        <source>The form closes and nothing of it is stored.</source>
        <translation>El formulario se cierra y no se guarda nada de él.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Seguir editando</translation>
    </message>
</context>
<context>
    <name>Entered</name>
    <message>
        <source>imported from a workbook on {day}</source>
        <translation>importado de un libro de registros el {day}</translation>
    </message>
    <message>
        <source>entered {days} days later</source>
        <translation>ingresado {days} días después</translation>
    </message>
    <message>
        <source>{status}; {entered}</source>
        <translation>{status}; {entered}</translation>
    </message>
</context>
<context>
    <name>Forms</name>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Optional. Kept in the audit trail with the earlier version.</source>
        <translation>Opcional. Se guarda en el registro de auditoría con la versión anterior.</translation>
    </message>
    <message>
        <source>Reason for the change</source>
        <translation>Motivo del cambio</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>What the ordinance asks</source>
        <translation>Lo que pide la ordenanza</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <source>What the ordinance asks on this page (F1)</source>
        <translation>Lo que pide la ordenanza en esta página (F1)</translation>
    </message>
    <message>
        <source>Help for {page}</source>
        <translation>Ayuda de {page}</translation>
    </message>
</context>
<context>
    <name>Inbox</name>
    <message>
        <source>File {name} with a record</source>
        <translation>Archivar {name} con un registro</translation>
    </message>
    <message>
        <source>File with this record</source>
        <translation>Archivar con este registro</translation>
    </message>
    <message>
        <source>The photo is attached to the record you choose and leaves the inbox; the audit trail keeps both steps.</source>
        <translation>La foto se adjunta al registro que elija y sale de la bandeja de entrada; el registro de auditoría guarda ambos pasos.</translation>
    </message>
    <message>
        <source>Kind of record</source>
        <translation>Tipo de registro</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>None recorded yet: record it first, then file the photo with it.</source>
        <translation>Aún no hay ninguno registrado: regístrelo primero y luego archive la foto con él.</translation>
    </message>
    <message>
        <source>Choose the record the photo belongs to.</source>
        <translation>Elija el registro al que pertenece la foto.</translation>
    </message>
    <message>
        <source>Photos taken with the phone before their record exists (a manifest at the back door, a receipt, an incident) wait here, stored already. Once the record is in, choose the photo and File with… its record.</source>
        <translation>Las fotos tomadas con el teléfono antes de que exista su registro (un manifiesto en la puerta trasera, un recibo, un incidente) esperan aquí, ya guardadas. Cuando el registro esté ingresado, elija la foto y use Archivar con… su registro.</translation>
    </message>
    <message>
        <source>received {day} {time}</source>
        <translation>recibida {day} {time}</translation>
    </message>
    <message>
        <source>Photos to file</source>
        <translation>Fotos por archivar</translation>
    </message>
    <message>
        <source>File with…</source>
        <translation>Archivar con…</translation>
    </message>
    <message numerus="yes">
        <source>%n photo(s) to file.</source>
        <translation>
            <numerusform>%n foto por archivar.</numerusform>
            <numerusform>%n fotos por archivar.</numerusform>
        </translation>
    </message>
    <message>
        <source>No photo waits to be filed.</source>
        <translation>Ninguna foto espera ser archivada.</translation>
    </message>
</context>
<context>
    <name>IncidentLetter</name>
    <message>
        <source>Save the letter</source>
        <translation>Guardar la carta</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Establishment:</source>
        <translation>Establecimiento:</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Report an incident</source>
        <translation>Informar un incidente</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Set up an establishment…</source>
        <translation>Configurar un establecimiento…</translation>
    </message>
    <message>
        <source>Import records from a workbook…</source>
        <translation>Importar registros de un libro de Excel…</translation>
    </message>
    <message>
        <source>Save a blank workbook to fill in…</source>
        <translation>Guardar un libro en blanco para llenar…</translation>
    </message>
    <message>
        <source>&amp;New record on this page…</source>
        <translation>&amp;Nuevo registro en esta página…</translation>
    </message>
    <message>
        <source>&amp;Export the records packet…</source>
        <translation>&amp;Exportar el paquete de registros…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Find on this page</source>
        <translation>&amp;Buscar en esta página</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>Acerca &amp;de {app}</translation>
    </message>
    <message>
        <source>Save the blank workbook as</source>
        <translation>Guardar el libro en blanco como</translation>
    </message>
    <message>
        <source>Workbook (*.xlsx)</source>
        <translation>Libro de Excel (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>OperatorDialog</name>
    <message>
        <source>Who is using {app}?</source>
        <translation>¿Quién está usando {app}?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Every record you enter or change is signed with your name.</source>
        <translation>Cada registro que usted anota o cambia se firma con su nombre.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Enter your name.</source>
        <translation>Escriba su nombre.</translation>
    </message>
</context>
<context>
    <name>OrdinanceBox</name>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>What it asks</source>
        <translation>Lo que exige</translation>
    </message>
    <message>
        <source>Where the ordinance says it</source>
        <translation>Dónde lo dice la ordenanza</translation>
    </message>
    <message>
        <source>Ordinance</source>
        <translation>Ordenanza</translation>
    </message>
    <message>
        <source>{establishment} follows the ordinance chosen here: every due date is computed with its numbers. Another city&apos;s profile can be added as a file in the data folder&apos;s ordinances folder.</source>
        <translation>{establishment} sigue la ordenanza elegida aquí: cada fecha límite se calcula con sus cifras. El perfil de otra ciudad se puede agregar como un archivo en la carpeta ordinances de la carpeta de datos.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Dashboard</source>
        <translation>Panel</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <source>Manifests</source>
        <translation>Manifiestos</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Capacitación</translation>
    </message>
    <message>
        <source>Employees</source>
        <translation>Empleados</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message>
        <source>Self-inspection</source>
        <translation>Autoinspección</translation>
    </message>
    <message>
        <source>City inspections</source>
        <translation>Inspecciones de la Ciudad</translation>
    </message>
    <message>
        <source>Changes &amp; waivers</source>
        <translation>Cambios y exenciones</translation>
    </message>
    <message>
        <source>Establishment &amp; devices</source>
        <translation>Establecimiento y equipos</translation>
    </message>
    <message>
        <source>Holiday calendar</source>
        <translation>Calendario de días feriados</translation>
    </message>
</context>
<context>
    <name>PhoneCapture</name>
    <message>
        <source>1. Connect the phone to the same Wi-Fi as this PC (the restaurant&apos;s, not the guest network).
2. Point the phone&apos;s camera at the code and open the page it offers.
3. Take the photos: each one appears in the scans and photos within a second, to be saved with the record.</source>
        <translation>1. Conecte el teléfono a la misma Wi-Fi que este PC (la del restaurante, no la red de invitados).
2. Apunte la cámara del teléfono al código y abra la página que le ofrece.
3. Tome las fotos: cada una aparece en los escaneos y fotos en menos de un segundo, para guardarse con el registro.</translation>
    </message>
    <message>
        <source>The phone can&apos;t open the page? Check its Wi-Fi; if Windows asked whether FOG Desktop may use private networks, it must be allowed. Otherwise send the photo to yourself (by e-mail or a message), save it on this PC and drop the file on the scans and photos.</source>
        <translation>¿El teléfono no abre la página? Revise su Wi-Fi; si Windows preguntó si FOG Desktop puede usar las redes privadas, debe permitirlo. Si no, envíese la foto a usted mismo (por correo electrónico o un mensaje), guárdela en este PC y suelte el archivo sobre los escaneos y fotos.</translation>
    </message>
    <message>
        <source>This PC is on no local network a phone could reach, so the phone can&apos;t send photos to it. Connect the PC to the restaurant&apos;s Wi-Fi or router, or send the photo to yourself (by e-mail or a message), save it on this PC and drop the file on the scans and photos.</source>
        <translation>Este PC no está en ninguna red local a la que un teléfono pueda llegar, así que el teléfono no le puede enviar fotos. Conecte el PC a la Wi-Fi o al router del restaurante, o envíese la foto a usted mismo (por correo electrónico o un mensaje), guárdela en este PC y suelte el archivo sobre los escaneos y fotos.</translation>
    </message>
    <message>
        <source>The code has expired: it works 15 minutes. Click New code for another.</source>
        <translation>El código ha caducado: sirve 15 minutos. Haga clic en Nuevo código para obtener otro.</translation>
    </message>
    <message>
        <source>Take photos with your phone</source>
        <translation>Tomar fotos con su teléfono</translation>
    </message>
    <message>
        <source>Looking for this PC&apos;s network…</source>
        <translation>Buscando la red de este PC…</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nuevo código</translation>
    </message>
    <message>
        <source>The code&apos;s address (try another if the phone can&apos;t open the page):</source>
        <translation>Dirección del código (pruebe otra si el teléfono no abre la página):</translation>
    </message>
    <message>
        <source>This PC can&apos;t receive photos at {address}: {reason}</source>
        <translation>Este PC no puede recibir fotos en {address}: {reason}</translation>
    </message>
    <message>
        <source>Or type in the phone&apos;s browser: {url}</source>
        <translation>O escriba en el navegador del teléfono: {url}</translation>
    </message>
    <message numerus="yes">
        <source>%n photo(s) received so far.</source>
        <translation>
            <numerusform>%n foto recibida hasta ahora.</numerusform>
            <numerusform>%n fotos recibidas hasta ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the phone&apos;s photos…</source>
        <translation>Esperando las fotos del teléfono…</translation>
    </message>
    <message>
        <source>1. Connect the phone to the same Wi-Fi as this PC (the restaurant&apos;s, not the guest network).
2. Point the phone&apos;s camera at the code and open the page it offers.
3. Take the photos: each one is stored in the photos to file within a second, to be filed with its record later.</source>
        <translation>1. Conecte el teléfono a la misma Wi-Fi que este PC (la del restaurante, no la red de invitados).
2. Apunte la cámara del teléfono al código y abra la página que le ofrece.
3. Tome las fotos: cada una se guarda en las fotos por archivar en menos de un segundo, para archivarla después con su registro.</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>Establishment</source>
        <translation>Establecimiento</translation>
    </message>
    <message>
        <source>Contact person</source>
        <translation>Persona de contacto</translation>
    </message>
    <message>
        <source>FOG program manager</source>
        <translation>Responsable del programa de FOG</translation>
    </message>
    <message>
        <source>Phone numbers for spill notices</source>
        <translation>Teléfonos para avisos de derrame</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Business license no.</source>
        <translation>N.º de licencia comercial</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Teléfono</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Correo electrónico</translation>
    </message>
    <message>
        <source>City (spill notices)</source>
        <translation>la Ciudad (avisos de derrame)</translation>
    </message>
    <message>
        <source>Health department</source>
        <translation>Departamento de Salud</translation>
    </message>
    <message>
        <source>After a spill you must telephone the city at once, and the health department too when the spill could block a sewer or cause an overflow. Keep both numbers here so they are at hand when it happens.</source>
        <translation>Después de un derrame debe llamar de inmediato a la Ciudad, y también al Departamento de Salud si el derrame pudiera obstruir el alcantarillado o causar un desbordamiento. Guarde aquí ambos números para tenerlos a mano cuando ocurra.</translation>
    </message>
</context>
<context>
    <name>ProfileFormDialog</name>
    <message>
        <source>Amend {name}</source>
        <translation>Corregir {name}</translation>
    </message>
    <message>
        <source>Save amendment</source>
        <translation>Guardar corrección</translation>
    </message>
</context>
<context>
    <name>RecordFormDialog</name>
    <message>
        <source>Save amendment</source>
        <translation>Guardar corrección</translation>
    </message>
</context>
<context>
    <name>RecordStatus</name>
    <message>
        <source>Void: {reason}</source>
        <translation>Anulado: {reason}</translation>
    </message>
</context>
<context>
    <name>RecordsPageOf</name>
    <message>
        <source>No establishment yet. Use File &gt; Set up an establishment… to add yours.</source>
        <translation>Todavía no hay un establecimiento. Use Archivo &gt; Configurar un establecimiento… para agregar el suyo.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Agregar…</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n registro</numerusform>
            <numerusform>%n registros</numerusform>
        </translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Corregir…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Anular…</translation>
    </message>
    <message>
        <source>{shown} of {total} shown</source>
        <translation>{shown} de {total} a la vista</translation>
    </message>
</context>
<context>
    <name>ReminderTray</name>
    <message>
        <source>Reminders stop when {app} closes</source>
        <translation>Los recordatorios se detienen al cerrar {app}</translation>
    </message>
    <message>
        <source>This desktop has no notification area by the clock, so {app} can&apos;t stay there to remind you of what is due. The Dashboard shows it again the next time you open {app}.</source>
        <translation>Este escritorio no tiene área de notificaciones junto al reloj, así que {app} no puede quedarse allí para recordarle lo que vence. El Panel lo muestra de nuevo la próxima vez que abra {app}.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Keep open</source>
        <translation>Mantener abierto</translation>
    </message>
    <message>
        <source>{app} is still running</source>
        <translation>{app} sigue abierto</translation>
    </message>
    <message>
        <source>It will remind you here of what is due. To quit, right-click this icon and choose Quit.</source>
        <translation>Le recordará aquí lo que vence. Para salir, haga clic derecho en este icono y elija Salir.</translation>
    </message>
    <message>
        <source>Open {app}</source>
        <translation>Abrir {app}</translation>
    </message>
    <message>
        <source>Traps cleaned today…</source>
        <translation>Trampas limpiadas hoy…</translation>
    </message>
    <message>
        <source>Check what is due now</source>
        <translation>Revisar lo que vence ahora</translation>
    </message>
    <message>
        <source>Quit {app}</source>
        <translation>Salir de {app}</translation>
    </message>
    <message>
        <source>{app}: can&apos;t read the records now ({problem})</source>
        <translation>{app}: no se pueden leer los registros ahora ({problem})</translation>
    </message>
</context>
<context>
    <name>RowsModel</name>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>El idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Every record you enter or change is signed with this name. A new language is used as soon as you save.</source>
        <translation>Cada registro que anote o cambie se firma con este nombre. Un idioma nuevo se usa en cuanto guarde.</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Recordatorios</translation>
    </message>
    <message>
        <source>When I close the window, keep {app} in the notification area
and tell me when something is due or overdue</source>
        <translation>Al cerrar la ventana, mantener {app} en el área de notificaciones
y avisarme cuando algo venza pronto o esté vencido</translation>
    </message>
    <message>
        <source>Start {app} in the notification area when I log in</source>
        <translation>Abrir {app} en el área de notificaciones al iniciar sesión</translation>
    </message>
</context>
<context>
    <name>ThumbnailStrip</name>
    <message>
        <source>No scan or photo yet. Drop files here.</source>
        <translation>Todavía no hay escaneos ni fotos. Suelte los archivos aquí.</translation>
    </message>
</context>
<context>
    <name>Thumbnails</name>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>does not count yet</source>
        <translation>aún no cuenta</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>cuenta</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void {record}</source>
        <translation>Anular {record}</translation>
    </message>
    <message>
        <source>Void record</source>
        <translation>Anular registro</translation>
    </message>
    <message>
        <source>Void {record} only if it was entered in error; to correct it, use Amend instead. A void record is never deleted: it stays in the records, greyed and marked void with your reason.</source>
        <translation>Anule {record} solo si se anotó por error; para corregirlo, use Corregir. Un registro anulado nunca se borra: queda en los registros, en gris y marcado como anulado con su motivo.</translation>
    </message>
    <message>
        <source>e.g. Entered twice by mistake</source>
        <translation>p. ej., Anotado dos veces por error</translation>
    </message>
    <message>
        <source>Reason (required)</source>
        <translation>Motivo (obligatorio)</translation>
    </message>
</context>
<context>
    <name>WaitingBar</name>
    <message>
        <source>Keep waiting</source>
        <translation>Seguir esperando</translation>
    </message>
    <message>
        <source>Cancel save</source>
        <translation>Cancelar guardado</translation>
    </message>
    <message>
        <source>It saves as soon as that is done.</source>
        <translation>Se guardará en cuanto eso termine.</translation>
    </message>
    <message>
        <source>Cancelling the save…</source>
        <translation>Cancelando el guardado…</translation>
    </message>
</context>
</TS>
